package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"
)

type MyErr struct{ Code int }

func (e MyErr) Error() string { return "code " + strconv.Itoa(e.Code) }

type wrapper struct{ errs []error }

func (w wrapper) Error() string   { return "multi" }
func (w wrapper) Unwrap() []error { return w.errs }

func try(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("%s: %v\n", name, r)
		}
	}()
	f()
}

func main() {
	try("as nil target", func() { errors.As(errors.New("x"), nil) })
	try("as non-pointer", func() { var e MyErr; errors.As(errors.New("x"), e) })
	try("as ptr to non-iface", func() { var s string; errors.As(errors.New("x"), &s) })
	var me MyErr
	fmt.Println(errors.As(fmt.Errorf("w: %w", MyErr{3}), &me), me.Code)
	var ie interface{ Error() string }
	fmt.Println(errors.As(MyErr{4}, &ie), ie)
	w := wrapper{[]error{os.ErrNotExist, MyErr{5}}}
	fmt.Println(errors.Is(w, fs.ErrNotExist), errors.As(w, &me), me.Code, errors.Unwrap(w))
	j := errors.Join(errors.New("a\nb"), nil, errors.New("c"))
	fmt.Printf("%q %v\n", j.Error(), errors.Unwrap(j) == nil)
	e1 := fmt.Errorf("ctx: %w; also %w", MyErr{1}, MyErr{2})
	fmt.Println(e1, errors.Is(e1, MyErr{2}), errors.Is(e1, MyErr{3}))
	fmt.Println(fmt.Errorf("%w and %v", nil, nil), fmt.Errorf("no wrap %d", 1))
	fmt.Printf("%T %T %T\n", e1, fmt.Errorf("x"), fmt.Errorf("%w", MyErr{}))
	_, err := strconv.ParseFloat("1e", 64)
	fmt.Printf("%v | %#v\n", err, err.(*strconv.NumError).Err)
	_, err = os.ReadFile("/nope/x")
	var pe *fs.PathError
	fmt.Println(errors.As(err, &pe), pe.Op, pe.Err, errors.Is(err, os.ErrNotExist))
	fmt.Println(strings.Contains(fmt.Sprintf("%+v", err), "no such"), fmt.Sprintf("%#v", errors.New("z")))
	fmt.Println(errors.ErrUnsupported, fs.ErrPermission, fs.ErrClosed)
}

// Output:
// as nil target: errors: target cannot be nil
// as non-pointer: errors: target must be a non-nil pointer
// as ptr to non-iface: errors: *target must be interface or implement error
// true 3
// true code 4
// true true 5 <nil>
// "a\nb\nc" true
// ctx: code 1; also code 2 true false
// %!w(<nil>) and <nil> no wrap 1
// *fmt.wrapErrors *errors.errorString *fmt.wrapError
// strconv.ParseFloat: parsing "1e": invalid syntax | &errors.errorString{s:"invalid syntax"}
// true open no such file or directory true
// true &errors.errorString{s:"z"}
// unsupported operation permission denied file already closed
