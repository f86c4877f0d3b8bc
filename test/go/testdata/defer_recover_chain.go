package main

import (
	"errors"
	"fmt"
)

type ParseError struct {
	Line int
	Msg  string
}

func (e *ParseError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

func safeDiv(a, b int) (q int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("recovered: %v", r)
		}
	}()
	q = a / b
	return
}

func parse(line int, s string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if pe, ok := r.(*ParseError); ok {
				err = pe
				return
			}
			panic(r)
		}
	}()
	if s == "" {
		panic(&ParseError{line, "empty"})
	}
	if s == "boom" {
		panic("unexpected boom")
	}
	return nil
}

func order() (s string) {
	for i := 0; i < 3; i++ {
		defer func(n int) { s += fmt.Sprint(n) }(i)
	}
	defer func() { s += "|" }()
	return "start:"
}

func main() {
	fmt.Println(safeDiv(10, 2))
	fmt.Println(safeDiv(1, 0))
	err := parse(3, "")
	var pe *ParseError
	fmt.Println(err, errors.As(err, &pe), pe.Line)
	fmt.Println(parse(4, "ok"))
	func() {
		defer func() { fmt.Println("outer recovered:", recover()) }()
		parse(5, "boom")
	}()
	fmt.Println(order())
	x := 1
	defer fmt.Println("deferred x =", x)
	x = 2
	fmt.Println("x =", x)
}

// Output:
// 5 <nil>
// 0 recovered: runtime error: integer divide by zero
// line 3: empty true 3
// <nil>
// outer recovered: unexpected boom
// start:|210
// x = 2
// deferred x = 1
