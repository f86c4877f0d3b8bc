package fmt

import (
	"errors"
	"io"
	"unicode/utf8"
)

// Stringer is implemented by any value that has a String method.
type Stringer interface {
	String() string
}

// GoStringer is implemented by any value that has a GoString method (for %#v).
type GoStringer interface {
	GoString() string
}

// Formatter is implemented by any value that has a Format method.
type Formatter interface {
	Format(f State, verb rune)
}

// State represents the printer state passed to custom formatters.
type State interface {
	Write(b []byte) (n int, err error)
	Width() (wid int, ok bool)
	Precision() (prec int, ok bool)
	Flag(c int) bool
}

func Sprintf(format string, a ...any) string
func Sprint(a ...any) string
func Sprintln(a ...any) string
func Printf(format string, a ...any) (n int, err error)
func Print(a ...any) (n int, err error)
func Println(a ...any) (n int, err error)

func Fprintf(w io.Writer, format string, a ...any) (n int, err error) {
	return w.Write([]byte(Sprintf(format, a...)))
}

func Fprint(w io.Writer, a ...any) (n int, err error) {
	return w.Write([]byte(Sprint(a...)))
}

func Fprintln(w io.Writer, a ...any) (n int, err error) {
	return w.Write([]byte(Sprintln(a...)))
}

func Appendf(b []byte, format string, a ...any) []byte {
	return append(b, Sprintf(format, a...)...)
}

func Append(b []byte, a ...any) []byte {
	return append(b, Sprint(a...)...)
}

func Appendln(b []byte, a ...any) []byte {
	return append(b, Sprintln(a...)...)
}

func scan(str string, format string, mode int, a []any, st ScanState) (n int, code int, msg string, err error)
func scanNested(st ScanState, format string, mode int, a []any) (n int, code int, msg string, err error)

// ScanState represents the scanner state passed to custom scanners.
type ScanState interface {
	ReadRune() (r rune, size int, err error)
	UnreadRune() error
	SkipSpace()
	Token(skipSpace bool, f func(rune) bool) (token []byte, err error)
	Width() (wid int, ok bool)
	Read(buf []byte) (n int, err error)
}

// Scanner is implemented by any value that has a Scan method.
type Scanner interface {
	Scan(state ScanState, verb rune) error
}

// ss is the ScanState a Scan method is handed: its natives read the input of the Sscan call under
// way (scan.ts), as scan.go's ss does.
type ss struct{ _ int }

func (s *ss) readRune() (r rune, size int)
func (s *ss) UnreadRune() error
func (s *ss) SkipSpace()
func (s *ss) Width() (wid int, ok bool)

func (s *ss) ReadRune() (r rune, size int, err error) {
	r, size = s.readRune()
	if size == 0 {
		err = io.EOF
	}
	return
}

// Token as scan.go's: spaces skipped if asked, then the runes f accepts (or up to a space).
func (s *ss) Token(skipSpace bool, f func(rune) bool) (token []byte, err error) {
	if skipSpace {
		s.SkipSpace()
	}
	if f == nil {
		f = func(r rune) bool { return r != ' ' && r != '\t' && r != '\n' && r != '\r' }
	}
	for {
		r, _, e := s.ReadRune()
		if e != nil {
			break
		}
		if !f(r) {
			s.UnreadRune()
			break
		}
		token = utf8.AppendRune(token, r)
	}
	return token, nil
}

func (s *ss) Read(buf []byte) (n int, err error) {
	return 0, errors.New("ScanState's Read should not be called. Use ReadRune")
}

func scanResult(n int, code int, msg string, err error) (int, error) {
	switch code {
	case 6:
		// A Scan method's error, as scan.go's scanOne passes it on (io.EOF means input ran out).
		if err == io.EOF {
			err = io.ErrUnexpectedEOF
		}
		return n, err
	case 0:
		return n, nil
	case 1:
		return n, io.EOF
	case 2:
		return n, io.ErrUnexpectedEOF
	case 4:
		// scanOne reaches reflect.ValueOf(nil).Type() for a nil operand.
		rePanic(func() { panic(&valueError{"reflect.Value.Type"}) })
	case 5:
		// scanOne's `*v = ...` through a nil *int (or *string, ...).
		rePanic(func() {
			var p *int
			*p = 0
		})
	}
	return n, errors.New(msg)
}

// rePanic runs f, which panics, under scan.go's errorHandler: it recovers what is not a scan error
// and panics with it again (gc prints the first panic with " [recovered]").
func rePanic(f func()) {
	defer func() { panic(recover()) }()
	f()
}

// valueError prints as reflect's *ValueError for the zero Value (fmt does not load reflect here).
type valueError struct{ method string }

func (e *valueError) Error() string { return "reflect: call of " + e.method + " on zero Value" }

// Sscan scans the argument string, storing successive space-separated values into successive
// arguments. Newlines count as space.
func Sscan(str string, a ...any) (n int, err error) {
	return scanResult(scan(str, "", 0, a, &ss{}))
}

// Sscanln is like Sscan, but stops scanning at a newline.
func Sscanln(str string, a ...any) (n int, err error) {
	return scanResult(scan(str, "", 1, a, &ss{}))
}

// Sscanf scans the argument string, storing successive space-separated values into successive
// arguments as determined by the format.
func Sscanf(str string, format string, a ...any) (n int, err error) {
	return scanResult(scan(str, format, 2, a, &ss{}))
}

// FormatString returns a string representing the fully qualified formatting
// directive captured by the State, followed by the argument verb.
func FormatString(state State, verb rune) string

// errorf formats like Sprintf with %w allowed, and reports the operand indexes %w used.
func errorf(format string, a []any) (msg string, wrapped []int)

func Errorf(format string, a ...any) error {
	s, wrapped := errorf(format, a)
	switch len(wrapped) {
	case 0:
		return errors.New(s)
	case 1:
		w := &wrapError{msg: s}
		w.err, _ = a[wrapped[0]].(error)
		return w
	default:
		var errs []error
		for i, argNum := range wrapped {
			if i > 0 && wrapped[i-1] == argNum {
				continue
			}
			if e, ok := a[argNum].(error); ok {
				errs = append(errs, e)
			}
		}
		return &wrapErrors{s, errs}
	}
}

type wrapError struct {
	msg string
	err error
}

func (e *wrapError) Error() string {
	return e.msg
}

func (e *wrapError) Unwrap() error {
	return e.err
}

type wrapErrors struct {
	msg  string
	errs []error
}

func (e *wrapErrors) Error() string {
	return e.msg
}

func (e *wrapErrors) Unwrap() []error {
	return e.errs
}

// pp is the State handed to Format methods; it refers to a native printer.
type pp struct {
	id int
}

func (p *pp) Write(b []byte) (n int, err error)
func (p *pp) WriteString(s string) (n int, err error)
func (p *pp) Width() (wid int, ok bool)
func (p *pp) Precision() (prec int, ok bool)
func (p *pp) Flag(c int) bool
