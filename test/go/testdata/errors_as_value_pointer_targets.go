package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
)

type NotFound struct{ Key string }

func (e NotFound) Error() string { return "not found: " + e.Key }

type Timeout struct{ Op string }

func (e *Timeout) Error() string   { return e.Op + ": timeout" }
func (e *Timeout) Timeout() bool   { return true }
func (e *Timeout) Is(t error) bool { return t == errTimeoutSentinel }

var errTimeoutSentinel = errors.New("timeout")

type temporary interface{ Timeout() bool }

func lookup(k string) error {
	switch k {
	case "a":
		return NotFound{k}
	case "b":
		return &Timeout{"dial"}
	case "c":
		_, err := strconv.Atoi("x" + k)
		return err
	case "d":
		_, err := os.Open("/definitely/missing/" + k)
		return err
	}
	return nil
}

func service(k string) error {
	if err := lookup(k); err != nil {
		return fmt.Errorf("service(%q): %w", k, err)
	}
	return nil
}

func handler(k string) error {
	if err := service(k); err != nil {
		return fmt.Errorf("handler: %w", err)
	}
	return nil
}

func main() {
	for _, k := range []string{"a", "b", "c", "d", "e"} {
		err := handler(k)
		fmt.Printf("%s: %v\n", k, err)
		var nf NotFound
		var nfp *NotFound
		var to *Timeout
		var tmp temporary
		var ne *strconv.NumError
		var pe *fs.PathError
		fmt.Println("  NotFound:", errors.As(err, &nf), nf.Key)
		fmt.Println("  *NotFound:", errors.As(err, &nfp))
		fmt.Println("  *Timeout:", errors.As(err, &to), to != nil && to.Op == "dial")
		fmt.Println("  iface:", errors.As(err, &tmp))
		fmt.Println("  NumError:", errors.As(err, &ne))
		if ne != nil {
			fmt.Println("   ", ne.Func, ne.Num, ne.Err, errors.Is(err, strconv.ErrSyntax))
		}
		fmt.Println("  PathError:", errors.As(err, &pe), errors.Is(err, fs.ErrNotExist), errors.Is(err, os.ErrNotExist))
		if pe != nil {
			fmt.Println("   ", pe.Op, pe.Path, pe.Err)
		}
		fmt.Println("  Is timeout:", errors.Is(err, errTimeoutSentinel))
		fmt.Println("  unwrap chain:")
		for e := err; e != nil; e = errors.Unwrap(e) {
			fmt.Printf("    %T\n", e)
		}
	}
	// Bad targets panic.
	for _, f := range []func(){
		func() { errors.As(errors.New("x"), nil) },
		func() { var nf NotFound; errors.As(errors.New("x"), nf) },
		func() { var s string; errors.As(errors.New("x"), &s) },
		func() { var p *int; errors.As(errors.New("x"), p) },
	} {
		func() {
			defer func() { fmt.Println("panic:", recover()) }()
			f()
		}()
	}
	// As with nil error.
	var nf NotFound
	fmt.Println(errors.As(nil, &nf), errors.Is(nil, nil), errors.Is(nil, errTimeoutSentinel))
}

// Output:
// a: handler: service("a"): not found: a
//   NotFound: true a
//   *NotFound: false
//   *Timeout: false false
//   iface: false
//   NumError: false
//   PathError: false false false
//   Is timeout: false
//   unwrap chain:
//     *fmt.wrapError
//     *fmt.wrapError
//     main.NotFound
// b: handler: service("b"): dial: timeout
//   NotFound: false 
//   *NotFound: false
//   *Timeout: true true
//   iface: true
//   NumError: false
//   PathError: false false false
//   Is timeout: true
//   unwrap chain:
//     *fmt.wrapError
//     *fmt.wrapError
//     *main.Timeout
// c: handler: service("c"): strconv.Atoi: parsing "xc": invalid syntax
//   NotFound: false 
//   *NotFound: false
//   *Timeout: false false
//   iface: false
//   NumError: true
//     Atoi xc invalid syntax true
//   PathError: false false false
//   Is timeout: false
//   unwrap chain:
//     *fmt.wrapError
//     *fmt.wrapError
//     *strconv.NumError
//     *errors.errorString
// d: handler: service("d"): open /definitely/missing/d: no such file or directory
//   NotFound: false 
//   *NotFound: false
//   *Timeout: false false
//   iface: true
//   NumError: false
//   PathError: true true true
//     open /definitely/missing/d no such file or directory
//   Is timeout: false
//   unwrap chain:
//     *fmt.wrapError
//     *fmt.wrapError
//     *fs.PathError
//     syscall.Errno
// e: <nil>
//   NotFound: false 
//   *NotFound: false
//   *Timeout: false false
//   iface: false
//   NumError: false
//   PathError: false false false
//   Is timeout: false
//   unwrap chain:
// panic: errors: target cannot be nil
// panic: errors: target must be a non-nil pointer
// panic: errors: *target must be interface or implement error
// panic: errors: target must be a non-nil pointer
// false true false
