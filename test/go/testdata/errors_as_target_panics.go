package main

import (
	"errors"
	"fmt"
	"io/fs"
)

type myErr struct{ code int }

func (e myErr) Error() string { return fmt.Sprintf("code %d", e.code) }

func try(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("%s: panic: %v\n", name, r)
		}
	}()
	f()
	fmt.Println(name, "ok")
}

func main() {
	err := fmt.Errorf("wrapped: %w", myErr{7})
	try("value target", func() {
		var me myErr
		fmt.Println(errors.As(err, &me), me.code)
	})
	try("pointer target mismatch", func() {
		var pe *myErr
		fmt.Println(errors.As(err, &pe), pe)
	})
	try("nil target", func() { errors.As(err, nil) })
	try("non-pointer", func() { var me myErr; errors.As(err, me) })
	try("not error type", func() { var s string; errors.As(err, &s) })
	try("interface ok", func() {
		var i interface{ Error() string }
		fmt.Println(errors.As(err, &i), i)
	})
	try("fs", func() {
		var pe *fs.PathError
		fmt.Println(errors.As(err, &pe))
	})
	fmt.Println(errors.Is(nil, nil), errors.Is(err, nil), errors.Is(nil, err))
	fmt.Println(errors.Is(err, myErr{7}), errors.Is(err, myErr{8}))
	fmt.Println(errors.ErrUnsupported, errors.Is(fmt.Errorf("x: %w", errors.ErrUnsupported), errors.ErrUnsupported))
}

// Output:
// true 7
// value target ok
// false <nil>
// pointer target mismatch ok
// nil target: panic: errors: target cannot be nil
// non-pointer: panic: errors: target must be a non-nil pointer
// not error type: panic: errors: *target must be interface or implement error
// true wrapped: code 7
// interface ok ok
// false
// fs ok
// true false false
// true false
// unsupported operation true
