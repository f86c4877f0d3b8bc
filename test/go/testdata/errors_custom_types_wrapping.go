package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
)

type NotFoundError struct {
	Kind, Name string
}

func (e *NotFoundError) Error() string { return fmt.Sprintf("%s %q not found", e.Kind, e.Name) }

type ValidationError struct {
	Field string
	Err   error
}

func (e ValidationError) Error() string { return "validation failed on " + e.Field + ": " + e.Err.Error() }
func (e ValidationError) Unwrap() error  { return e.Err }

var ErrTooLarge = errors.New("value too large")

type temporary interface{ Temporary() bool }

type netErr struct{}

func (netErr) Error() string   { return "connection reset" }
func (netErr) Temporary() bool { return true }

func lookup(name string) error {
	if name == "" {
		return ValidationError{Field: "name", Err: errors.New("must not be empty")}
	}
	if len(name) > 5 {
		return fmt.Errorf("lookup %s: %w", name, ValidationError{"name", ErrTooLarge})
	}
	if name == "net" {
		return fmt.Errorf("fetch: %w", netErr{})
	}
	return fmt.Errorf("lookup: %w", &NotFoundError{"Deployment", name})
}

func main() {
	for _, n := range []string{"", "toolongname", "web", "net"} {
		err := lookup(n)
		fmt.Println("error:", err)
		var nf *NotFoundError
		var ve ValidationError
		var tmp temporary
		switch {
		case errors.As(err, &nf):
			fmt.Println("  not found kind:", nf.Kind)
		case errors.As(err, &ve):
			fmt.Println("  invalid field:", ve.Field, "too large:", errors.Is(err, ErrTooLarge))
		case errors.As(err, &tmp):
			fmt.Println("  temporary:", tmp.Temporary())
		}
	}
	_, err := os.Open("/definitely/not/here.txt")
	fmt.Println(err, errors.Is(err, fs.ErrNotExist), errors.Is(err, os.ErrNotExist))
	var pe *fs.PathError
	if errors.As(err, &pe) {
		fmt.Println(pe.Op, pe.Path, pe.Err)
	}
	_, err = strconv.Atoi("12a")
	var ne *strconv.NumError
	fmt.Println(errors.As(err, &ne), ne.Func, ne.Num, ne.Err == strconv.ErrSyntax)
	joined := errors.Join(ErrTooLarge, nil, &NotFoundError{"Pod", "x"})
	fmt.Printf("%q\n", joined.Error())
	fmt.Println(errors.Is(joined, ErrTooLarge), errors.Unwrap(joined) == nil)
	wrapped := fmt.Errorf("a: %w, b: %w", ErrTooLarge, fs.ErrPermission)
	fmt.Println(wrapped, errors.Is(wrapped, fs.ErrPermission))
	fmt.Printf("%v|%s|%+v|%#v\n", ErrTooLarge, ErrTooLarge, ErrTooLarge, &NotFoundError{"a", "b"})
}

// Output:
// error: validation failed on name: must not be empty
//   invalid field: name too large: false
// error: lookup toolongname: validation failed on name: value too large
//   invalid field: name too large: true
// error: lookup: Deployment "web" not found
//   not found kind: Deployment
// error: fetch: connection reset
//   temporary: true
// open /definitely/not/here.txt: no such file or directory true true
// open /definitely/not/here.txt no such file or directory
// true Atoi 12a true
// "value too large\nPod \"x\" not found"
// true true
// a: value too large, b: permission denied true
// value too large|value too large|value too large|&main.NotFoundError{Kind:"a", Name:"b"}
