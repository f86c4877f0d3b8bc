package main

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
)

type HTTPError struct {
	Status int
	URL    string
}

func (e *HTTPError) Error() string { return fmt.Sprintf("%s: status %d", e.URL, e.Status) }

func (e *HTTPError) Is(target error) bool {
	t, ok := target.(*HTTPError)
	if !ok {
		return false
	}
	return t.Status == 0 || t.Status == e.Status
}

var ErrNotFound = &HTTPError{Status: 404}
var ErrAnyHTTP = &HTTPError{}

type Temporary interface{ Temporary() bool }

type netErr struct{ retry bool }

func (n netErr) Error() string   { return "network down" }
func (n netErr) Temporary() bool { return n.retry }

type wrapper struct {
	op  string
	err error
}

func (w wrapper) Error() string { return w.op + ": " + w.err.Error() }
func (w wrapper) Unwrap() error { return w.err }
func (w wrapper) As(target any) bool {
	if p, ok := target.(*string); ok {
		*p = w.op
		return true
	}
	return false
}

func fetch(path string) error {
	switch path {
	case "/missing":
		return fmt.Errorf("fetch %s: %w", path, &HTTPError{404, path})
	case "/down":
		return wrapper{"dial", netErr{true}}
	case "/bad":
		_, err := url.Parse("http://[::1")
		return fmt.Errorf("fetch: %w", err)
	}
	_, err := strconv.ParseFloat("1e500", 64)
	return wrapper{"parse", err}
}

func main() {
	for _, p := range []string{"/missing", "/down", "/bad", "/num"} {
		err := fetch(p)
		fmt.Println(err)
		fmt.Println("  404?", errors.Is(err, ErrNotFound), "http?", errors.Is(err, ErrAnyHTTP))
		var he *HTTPError
		if errors.As(err, &he) {
			fmt.Println("  status", he.Status)
		}
		var tmp Temporary
		if errors.As(err, &tmp) {
			fmt.Println("  temporary", tmp.Temporary())
		}
		var op string
		if errors.As(err, &op) {
			fmt.Println("  op", op)
		}
		var ue *url.Error
		if errors.As(err, &ue) {
			fmt.Printf("  url.Error op=%s url=%q err=%v\n", ue.Op, ue.URL, ue.Err)
		}
		var ne *strconv.NumError
		if errors.As(err, &ne) {
			fmt.Println("  range?", errors.Is(ne, strconv.ErrRange))
		}
	}
}

// Output:
// fetch /missing: /missing: status 404
//   404? true http? true
//   status 404
// Stderr:
// panic: errors: *target must be interface or implement error
//
// goroutine 1 [running]:
// Exit: 2
