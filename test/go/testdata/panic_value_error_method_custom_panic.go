package main

import "fmt"

type Fragile struct{ n int }

func (f Fragile) Error() string {
	if f.n == 0 {
		panic(fmt.Errorf("fragile %d", f.n))
	}
	return "fine"
}

func main() {
	fmt.Println(Fragile{1})
	panic(Fragile{0})
}

// Output:
// fine
// Stderr:
// fatal error: panic while printing panic value: type *errors.errorString
//
// goroutine 1 gp=0x? m=? mp=0x? [running]:
// Exit: 2
