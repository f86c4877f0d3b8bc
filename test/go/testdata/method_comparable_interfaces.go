package main

import (
	"errors"
	"fmt"
)

var ErrA = errors.New("a")

type code int

func (c code) Error() string { return fmt.Sprint("code ", int(c)) }

func main() {
	var e1 error = code(1)
	var e2 error = code(1)
	var e3 error = code(2)
	fmt.Println(e1 == e2, e1 == e3, e1 == ErrA)
	x := errors.New("a")
	fmt.Println(x == ErrA, x.Error() == ErrA.Error())
	var i, j any = 1, 1.0
	fmt.Println(i == j, i == any(1))
	m := map[any]string{1: "int", "1": "string", 1.5: "float"}
	fmt.Println(m[1], m["1"], m[1.5], len(m))
}

// Output:
// true false false
// false true
// false true
// int string float 3
