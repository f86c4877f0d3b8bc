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
	Value any
}

func (e *ValidationError) Error() string {
	return fmt.Sprintf("invalid %s: %v", e.Field, e.Value)
}

type TempErr struct{ code int }

func (t TempErr) Error() string   { return "temp " + strconv.Itoa(t.code) }
func (t TempErr) Temporary() bool { return true }

func lookup(k string) error {
	if k == "" {
		return &ValidationError{"key", k}
	}
	return fmt.Errorf("lookup %q: %w", k, ErrNotFound)
}

func main() {
	err := lookup("x")
	fmt.Println(err)
	fmt.Println(errors.Is(err, ErrNotFound), errors.Unwrap(err) == ErrNotFound)
	err = fmt.Errorf("outer: %w", lookup(""))
	var ve *ValidationError
	if errors.As(err, &ve) {
		fmt.Printf("field=%s value=%q\n", ve.Field, ve.Value)
	}
	j := errors.Join(ErrNotFound, nil, TempErr{3}, errors.New("third"))
	fmt.Println(j)
	fmt.Printf("%q\n", j.Error())
	var te TempErr
	fmt.Println(errors.As(j, &te), te.code, errors.Is(j, ErrNotFound))
	fmt.Println(errors.Join(nil, nil) == nil)
	multi := fmt.Errorf("a: %w, b: %w", ErrNotFound, os.ErrPermission)
	fmt.Println(multi, errors.Is(multi, fs.ErrPermission), errors.Unwrap(multi))
	_, err = os.Open("/definitely/not/here.txt")
	fmt.Println(err)
	var pe *fs.PathError
	fmt.Println(errors.As(err, &pe), pe.Op, pe.Path, errors.Is(err, fs.ErrNotExist))
	fmt.Printf("%v|%s|%+v|%#v\n", ErrNotFound, ErrNotFound, ErrNotFound, ErrNotFound)
	fmt.Printf("%T %T\n", err, j)
	e2 := fmt.Errorf("no wrap %v", ErrNotFound)
	fmt.Println(errors.Unwrap(e2) == nil)
	e3 := fmt.Errorf("bad verb %w", "str")
	fmt.Println(e3)
	var nilErr *ValidationError
	var iface error = nilErr
	fmt.Println(iface == nil, nilErr == nil)
}

// Output:
// lookup "x": not found
// true true
// field=key value=""
// not found
// temp 3
// third
// "not found\ntemp 3\nthird"
// true 3 true
// true
// a: not found, b: permission denied true <nil>
// open /definitely/not/here.txt: no such file or directory
// true open /definitely/not/here.txt true
// not found|not found|not found|&errors.errorString{s:"not found"}
// *fs.PathError *errors.joinError
// true
// bad verb %!w(string=str)
// false true
