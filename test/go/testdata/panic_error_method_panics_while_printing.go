package main

import (
	"errors"
	"fmt"
)

// A status error whose Error method dereferences a nil detail: fine when recovered and printed
// with %v (fmt catches the panic), fatal when the runtime prints the unrecovered panic.
type StatusError struct {
	Detail *string
}

func (e StatusError) Error() string {
	if e.Detail == nil {
		panic("status error without detail")
	}
	return *e.Detail
}

type noisy struct{}

func (noisy) String() string { panic(errors.New("stringer failed")) }

func main() {
	func() {
		defer func() {
			r := recover()
			fmt.Printf("recovered: %v\n", r)
		}()
		panic(StatusError{})
	}()
	fmt.Println(fmt.Sprint(noisy{}))
	msg := "not found"
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		panic(StatusError{&msg})
	}()
	panic(StatusError{})
}

// Output:
// recovered: %!v(PANIC=Error method: status error without detail)
// %!v(PANIC=String method: stringer failed)
// recovered: not found
// Stderr:
// fatal error: panic while printing panic value: status error without detail
//
// goroutine 1 gp=0x? m=? mp=0x? [running]:
// Exit: 2
