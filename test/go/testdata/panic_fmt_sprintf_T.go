package main

import "fmt"

type Secret struct{}

func index(o any) []string {
	s, ok := o.(*Secret)
	if !ok {
		panic(fmt.Sprintf("expected a Secret, got %T", o))
	}
	_ = s
	return nil
}

func main() {
	index(&Secret{})
	fmt.Println("first ok")
	index("oops")
}

// Output:
// first ok
// Stderr:
// panic: expected a Secret, got string
//
// goroutine 1 [running]:
// Exit: 2
