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

type TempError struct{ Retries int }

func (e TempError) Error() string {
	return "temporary failure after " + strconv.Itoa(e.Retries) + " retries"
}
func (e TempError) Temporary() bool { return true }

func find(id int) error {
	if id < 0 {
		return &ValidationError{Field: "id", Value: id}
	}
	if id > 100 {
		return fmt.Errorf("find %d: %w", id, ErrNotFound)
	}
	if id == 42 {
		return fmt.Errorf("lookup: %w", TempError{Retries: 3})
	}
	return nil
}

func handler(id int) error {
	if err := find(id); err != nil {
		return fmt.Errorf("handler(%d): %w", id, err)
	}
	return nil
}

func main() {
	for _, id := range []int{1, -5, 500, 42} {
		err := handler(id)
		fmt.Printf("%d: %v\n", id, err)
		if err == nil {
			continue
		}
		fmt.Println("  is NotFound:", errors.Is(err, ErrNotFound))
		var ve *ValidationError
		if errors.As(err, &ve) {
			fmt.Println("  validation field:", ve.Field)
		}
		var te interface{ Temporary() bool }
		if errors.As(err, &te) {
			fmt.Println("  temporary:", te.Temporary())
		}
		fmt.Println("  unwrap once:", errors.Unwrap(err))
	}

	joined := errors.Join(ErrNotFound, nil, &ValidationError{"name", ""})
	fmt.Printf("%q\n", joined.Error())
	fmt.Println(errors.Is(joined, ErrNotFound), errors.Unwrap(joined) == nil)

	multi := fmt.Errorf("two: %w and %w", ErrNotFound, fs.ErrPermission)
	fmt.Println(multi, errors.Is(multi, fs.ErrPermission))

	_, err := os.Open("/definitely/not/here.txt")
	var pe *fs.PathError
	fmt.Println(errors.As(err, &pe), errors.Is(err, fs.ErrNotExist), errors.Is(err, os.ErrNotExist))
	fmt.Println(pe.Op, pe.Path, pe.Err)

	_, err = strconv.Atoi("12a")
	var ne *strconv.NumError
	if errors.As(err, &ne) {
		fmt.Println(ne.Func, ne.Num, ne.Err, errors.Is(err, strconv.ErrSyntax))
	}
	fmt.Println(fmt.Errorf("no wrap: %v", ErrNotFound) == ErrNotFound, errors.Is(fmt.Errorf("no wrap: %v", ErrNotFound), ErrNotFound))
}

// Output:
// 1: <nil>
// -5: handler(-5): invalid id: -5
//   is NotFound: false
//   validation field: id
//   unwrap once: invalid id: -5
// 500: handler(500): find 500: not found
//   is NotFound: true
//   unwrap once: find 500: not found
// 42: handler(42): lookup: temporary failure after 3 retries
//   is NotFound: false
//   temporary: true
//   unwrap once: lookup: temporary failure after 3 retries
// "not found\ninvalid name: "
// true true
// two: not found and permission denied true
// true true true
// open /definitely/not/here.txt no such file or directory
// Atoi 12a invalid syntax true
// false false
