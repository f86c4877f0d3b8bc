package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
)

type MultiErr []error

func (m MultiErr) Error() string   { return fmt.Sprintf("%d errors", len(m)) }
func (m MultiErr) Unwrap() []error { return m }

type StatusErr struct {
	Code   int
	Reason string
}

func (e StatusErr) Error() string { return fmt.Sprintf("status %d: %s", e.Code, e.Reason) }
func (e StatusErr) Is(target error) bool {
	t, ok := target.(StatusErr)
	return ok && (t.Code == 0 || t.Code == e.Code) && (t.Reason == "" || t.Reason == e.Reason)
}

type TimeoutErr struct{ Op string }

func (e *TimeoutErr) Error() string { return e.Op + ": timeout" }
func (e *TimeoutErr) Timeout() bool { return true }
func (e *TimeoutErr) As(target any) bool {
	if p, ok := target.(*StatusErr); ok {
		*p = StatusErr{504, "gateway timeout from " + e.Op}
		return true
	}
	return false
}

var NotFound = StatusErr{Code: 404}

func main() {
	m := MultiErr{io.EOF, StatusErr{404, "pod"}}
	fmt.Println(errors.Is(m, io.EOF), errors.Is(m, NotFound), errors.Is(m, StatusErr{Code: 500}))
	fmt.Println(errors.Is(m, m))
	wrapped := fmt.Errorf("reconcile: %w", m)
	fmt.Println(errors.Is(wrapped, NotFound), wrapped)
	var se StatusErr
	fmt.Println(errors.As(wrapped, &se), se)
	te := fmt.Errorf("call: %w", &TimeoutErr{"get"})
	var se2 StatusErr
	fmt.Println(errors.As(te, &se2), se2)
	var timeout interface{ Timeout() bool }
	fmt.Println(errors.As(te, &timeout), timeout.Timeout())
	var pe *fs.PathError
	fmt.Println(errors.As(te, &pe), pe == nil)
	fmt.Println(errors.Is(nil, nil), errors.Is(nil, io.EOF), errors.Is(io.EOF, nil), errors.Unwrap(nil), errors.Unwrap(io.EOF))
	joined := errors.Join(nil, te, nil, m)
	fmt.Printf("%q\n", joined.Error())
	fmt.Println(errors.Is(joined, NotFound), errors.Is(joined, io.ErrUnexpectedEOF))
	multi := fmt.Errorf("a: %w, b: %w, plain %v", io.EOF, io.ErrClosedPipe, "x")
	fmt.Println(multi, errors.Unwrap(multi) == nil, errors.Is(multi, io.ErrClosedPipe))
	fmt.Println(fmt.Errorf("no wrap %d", 1), fmt.Errorf("bad verb %w", "str"), fmt.Errorf("nil %w", nil))
	fmt.Println(errors.ErrUnsupported, errors.Is(fmt.Errorf("x: %w", errors.ErrUnsupported), errors.ErrUnsupported))
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		var target StatusErr
		errors.As(m, target)
	}()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		errors.As(m, nil)
	}()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		var n *int
		errors.As(m, &n)
	}()
}

// Output:
// true true false
// false
// true reconcile: 2 errors
// true status 404: pod
// true status 504: gateway timeout from get
// true true
// false true
// true false false <nil> <nil>
// "call: get: timeout\n2 errors"
// true false
// a: EOF, b: io: read/write on closed pipe, plain x true true
// no wrap 1 bad verb %!w(string=str) nil %!w(<nil>)
// unsupported operation true
// recovered: errors: target must be a non-nil pointer
// recovered: errors: target cannot be nil
// recovered: errors: *target must be interface or implement error
