package main

import "fmt"

type T struct {
	A int
	B string
}

type E struct{ Code int }

func (e *E) Error() string { return fmt.Sprint("code ", e.Code) }

func main() {
	defer func() {
		r := recover()
		fmt.Println(r)
		panic(T{1, "x"})
	}()
	var e *E
	panic(e)
}

// Output:
// <nil>
// Stderr:
// fatal error: panic while printing panic value: type runtime.errorString
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 gp=0x? m=? mp=0x? [running]:
// Exit: 2
