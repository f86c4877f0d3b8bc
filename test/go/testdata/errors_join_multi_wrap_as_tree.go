package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

type NotFoundError struct{ Name string }

func (e *NotFoundError) Error() string { return e.Name + " not found" }

type TempError struct{ Op string }

func (e TempError) Error() string   { return "temporary: " + e.Op }
func (e TempError) Temporary() bool { return true }

var ErrPermission = errors.New("permission denied")

func main() {
	e1 := &NotFoundError{"user"}
	e2 := TempError{"dial"}
	both := fmt.Errorf("load: %w; retry: %w", e1, e2)
	fmt.Println(both)
	var nf *NotFoundError
	var te TempError
	fmt.Println(errors.As(both, &nf), nf.Name, errors.As(both, &te), te.Op)
	fmt.Println(errors.Unwrap(both) == nil)
	if u, ok := both.(interface{ Unwrap() []error }); ok {
		fmt.Println(len(u.Unwrap()), u.Unwrap()[1])
	}

	joined := errors.Join(ErrPermission, nil, both)
	fmt.Printf("%v\n---\n%q\n", joined, joined.Error())
	fmt.Println(errors.Is(joined, ErrPermission), errors.Is(joined, e1), errors.Is(joined, TempError{"dial"}), errors.Is(joined, TempError{"x"}))
	fmt.Println(errors.Join() == nil, errors.Join(nil, nil) == nil)
	single := errors.Join(ErrPermission)
	fmt.Println(single, single == ErrPermission, errors.Is(single, ErrPermission))

	nested := fmt.Errorf("outer: %w", errors.Join(fmt.Errorf("a: %w", fs.ErrNotExist), fmt.Errorf("b: %w", fs.ErrExist)))
	fmt.Println(nested)
	fmt.Println(errors.Is(nested, fs.ErrNotExist), errors.Is(nested, os.ErrExist), errors.Is(nested, fs.ErrClosed))

	var tmp interface{ Temporary() bool }
	fmt.Println(errors.As(nested, &tmp), errors.As(joined, &tmp), tmp != nil && tmp.Temporary())

	w := fmt.Errorf("no wrap %v", e1)
	fmt.Println(errors.As(w, &nf), errors.Unwrap(w))
	w2 := fmt.Errorf("%w", nil)
	fmt.Println(w2, errors.Unwrap(w2) == nil)
	w3 := fmt.Errorf("bad verb %w", "str")
	fmt.Println(w3)
	w4 := fmt.Errorf("%d %w", 3, e1)
	fmt.Printf("%v | %T\n", w4, w4)
	fmt.Printf("%T %T\n", both, joined)
	_, err := os.Open("/definitely/missing/file.txt")
	fmt.Println(err)
	var pe *fs.PathError
	if errors.As(err, &pe) {
		fmt.Println(pe.Op, pe.Path, pe.Err, errors.Is(err, fs.ErrNotExist))
	}
	wrapped := fmt.Errorf("config: %w", err)
	fmt.Println(wrapped, os.IsNotExist(wrapped), errors.Is(wrapped, os.ErrNotExist))
}

// Output:
// load: user not found; retry: temporary: dial
// true user true dial
// true
// 2 temporary: dial
// permission denied
// load: user not found; retry: temporary: dial
// ---
// "permission denied\nload: user not found; retry: temporary: dial"
// true true true false
// true true
// permission denied false true
// outer: a: file does not exist
// b: file already exists
// true true false
// false true true
// false <nil>
// %!w(<nil>) true
// bad verb %!w(string=str)
// 3 user not found | *fmt.wrapError
// *fmt.wrapErrors *errors.joinError
// open /definitely/missing/file.txt: no such file or directory
// open /definitely/missing/file.txt no such file or directory true
// config: open /definitely/missing/file.txt: no such file or directory false true
