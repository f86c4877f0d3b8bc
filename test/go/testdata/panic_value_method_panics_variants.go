package main

import (
	"errors"
	"fmt"
	"os"
)

type Loud struct{ msg string }

func (l Loud) String() string {
	if l.msg == "" {
		panic("empty message")
	}
	return l.msg
}

type Broken struct{ m map[string]int }

func (b *Broken) Error() string {
	return fmt.Sprint("broken ", b.m["x"])
}

func main() {
	fmt.Println(Loud{"hi"})
	fmt.Println(Loud{})
	fmt.Printf("%v|%s|%d\n", Loud{}, Loud{}, Loud{})
	var b *Broken
	fmt.Println(b)
	err := fmt.Errorf("wrapped: %w", b)
	fmt.Println(err, errors.Unwrap(err) == error(b))
	if len(os.Args) > 5 {
		return
	}
	panic(Loud{})
}

// Output:
// hi
// %!v(PANIC=String method: empty message)
// %!v(PANIC=String method: empty message)|%!s(PANIC=String method: empty message)|{%!d(string=)}
// <nil>
// wrapped: <nil> true
// Stderr:
// fatal error: panic while printing panic value: empty message
//
// goroutine 1 gp=0x? m=? mp=0x? [running]:
// Exit: 2
