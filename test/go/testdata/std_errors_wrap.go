package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
)

var ErrNotFound = errors.New("not found")

type ValidationError struct {
	Field string
	Err   error
}

func (v *ValidationError) Error() string { return v.Field + ": " + v.Err.Error() }
func (v *ValidationError) Unwrap() error { return v.Err }

type TempErr struct{}

func (TempErr) Error() string   { return "temporary" }
func (TempErr) Temporary() bool { return true }

func find(id int) error {
	if id < 0 {
		return &ValidationError{"id", fmt.Errorf("negative %d: %w", id, ErrNotFound)}
	}
	return fmt.Errorf("lookup %d: %w", id, ErrNotFound)
}

func main() {
	err := find(3)
	fmt.Println(err, errors.Is(err, ErrNotFound), errors.Unwrap(err) == ErrNotFound)
	err = find(-1)
	var ve *ValidationError
	fmt.Println(errors.As(err, &ve), ve.Field, errors.Is(err, ErrNotFound))
	joined := errors.Join(errors.New("a"), nil, errors.New("b"))
	fmt.Println(joined)
	fmt.Println(errors.Is(joined, ErrNotFound), errors.Join(nil, nil) == nil)
	multi := fmt.Errorf("both: %w and %w", ErrNotFound, TempErr{})
	fmt.Println(multi, errors.Is(multi, ErrNotFound))
	var te interface{ Temporary() bool }
	fmt.Println(errors.As(multi, &te), te.Temporary())
	_, err = strconv.Atoi("x")
	var ne *strconv.NumError
	fmt.Println(errors.As(err, &ne), ne.Func, errors.Is(err, strconv.ErrSyntax))
	_, err = os.Open("/definitely/missing.txt")
	fmt.Println(err, errors.Is(err, fs.ErrNotExist), errors.Is(err, os.ErrNotExist))
	fmt.Println(fmt.Errorf("no wrap: %v", ErrNotFound), errors.Unwrap(fmt.Errorf("x: %v", ErrNotFound)))
	var nilErr *ValidationError
	var e error = nilErr
	fmt.Println(e == nil, nilErr == nil)
}

// Output:
// lookup 3: not found true true
// true id true
// a
// b
// false true
// both: not found and temporary true
// true true
// true Atoi true
// open /definitely/missing.txt: no such file or directory true true
// no wrap: not found <nil>
// false true
