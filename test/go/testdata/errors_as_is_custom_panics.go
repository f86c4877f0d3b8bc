package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

type NotFound struct{ Key string }

func (e *NotFound) Error() string { return "not found: " + e.Key }

type Temporary interface{ Temporary() bool }

type netErr struct{ msg string }

func (e netErr) Error() string   { return e.msg }
func (e netErr) Temporary() bool { return true }
func (e netErr) Is(target error) bool {
	return target == ErrRetry
}

var ErrRetry = errors.New("retry")

type multi []error

func (m multi) Error() string   { return fmt.Sprint(len(m), " errors") }
func (m multi) Unwrap() []error { return m }

func main() {
	err := fmt.Errorf("load config: %w", &NotFound{"db.host"})
	var nf *NotFound
	fmt.Println(errors.As(err, &nf), nf.Key, errors.Unwrap(err) == error(nf))
	var tmp Temporary
	e2 := fmt.Errorf("dial: %w", netErr{"conn refused"})
	fmt.Println(errors.As(e2, &tmp), tmp.Temporary(), errors.Is(e2, ErrRetry), errors.Is(err, ErrRetry))
	m := multi{os.ErrNotExist, fmt.Errorf("wrapped: %w", &NotFound{"x"})}
	fmt.Println(errors.Is(m, fs.ErrNotExist), errors.As(m, &nf), nf.Key, m)
	joined := errors.Join(nil, errors.New("a"), nil, errors.New("b"))
	fmt.Printf("%q %v\n", joined.Error(), errors.Join(nil, nil) == nil)
	both := fmt.Errorf("%w and %w", ErrRetry, os.ErrPermission)
	fmt.Println(both, errors.Is(both, os.ErrPermission), errors.Unwrap(both))
	_, err = os.Open("/definitely/not/here")
	var pe *fs.PathError
	fmt.Println(err, errors.As(err, &pe), pe.Op, pe.Path, pe.Err, errors.Is(err, fs.ErrNotExist))
	fmt.Printf("%v %+v %#v\n", ErrRetry, ErrRetry, fmt.Errorf("x %d", 1).Error())
	fmt.Println(fmt.Errorf("no wrap %v", ErrRetry), errors.Unwrap(fmt.Errorf("no wrap %v", ErrRetry)))
	fmt.Println(fmt.Errorf("bad verb %w", "not an error"))
	defer func() { fmt.Println("recovered:", recover()) }()
	var notPtr NotFound
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		errors.As(err, notPtr)
	}()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		var s *string
		errors.As(err, &s)
	}()
	errors.As(err, nil)
}

// Output:
// true db.host true
// true true true false
// true true x 2 errors
// "a\nb" true
// retry and permission denied true <nil>
// open /definitely/not/here: no such file or directory true open /definitely/not/here no such file or directory true
// retry retry "x 1"
// no wrap retry <nil>
// bad verb %!w(string=not an error)
// recovered: errors: target must be a non-nil pointer
// recovered: errors: *target must be interface or implement error
// recovered: errors: target cannot be nil
