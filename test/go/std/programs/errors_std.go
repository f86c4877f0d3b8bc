package main

import (
	"errors"
	"fmt"
	"io"
	"strconv"
)

type NotFound struct{ Name string }

func (e *NotFound) Error() string { return "not found: " + e.Name }

type Temporary interface{ Temporary() bool }

type tempErr struct{}

func (tempErr) Error() string   { return "temp" }
func (tempErr) Temporary() bool { return true }

var ErrBase = errors.New("base")

func find(name string) error {
	return fmt.Errorf("find %q: %w", name, &NotFound{name})
}

func main() {
	err := find("x")
	fmt.Println(err)
	var nf *NotFound
	fmt.Println(errors.As(err, &nf), nf.Name)
	fmt.Println(errors.Is(err, ErrBase))
	w := fmt.Errorf("ctx: %w", ErrBase)
	fmt.Println(errors.Is(w, ErrBase), errors.Unwrap(w) == ErrBase, errors.Unwrap(ErrBase))
	j := errors.Join(ErrBase, nil, io.EOF)
	fmt.Println(j)
	fmt.Println(errors.Is(j, io.EOF), errors.Join(nil, nil) == nil)
	multi := fmt.Errorf("a: %w, b: %w", ErrBase, io.EOF)
	fmt.Println(multi, errors.Is(multi, io.EOF), errors.Is(multi, ErrBase))
	fmt.Printf("%T %T %T\n", w, multi, j)
	var t Temporary
	fmt.Println(errors.As(fmt.Errorf("x: %w", tempErr{}), &t), t != nil)
	_, perr := strconv.Atoi("12a")
	fmt.Println(perr)
	var numErr *strconv.NumError
	if errors.As(perr, &numErr) {
		fmt.Println(numErr.Func, numErr.Num, numErr.Err, errors.Is(perr, strconv.ErrSyntax))
	}
	_, rerr := strconv.ParseInt("999999999999999999999", 10, 64)
	fmt.Println(rerr, errors.Is(rerr, strconv.ErrRange))
	fmt.Println(fmt.Errorf("bad %w", "notanerror"))
	fmt.Println(fmt.Sprintf("%w", ErrBase))
	defer func() {
		r := recover()
		fmt.Println("recovered:", r)
	}()
	var target int
	errors.As(err, &target)
}
