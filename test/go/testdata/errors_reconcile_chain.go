package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
)

var ErrNotFound = errors.New("not found")

type ConflictError struct {
	Resource string
	Name     string
}

func (e *ConflictError) Error() string {
	return fmt.Sprintf("Operation cannot be fulfilled on %s %q: the object has been modified; please apply your changes to the latest version and try again", e.Resource, e.Name)
}

type retryable interface{ Retryable() bool }

type tempErr struct{ msg string }

func (t tempErr) Error() string   { return t.msg }
func (t tempErr) Retryable() bool { return true }

func get(name string) error {
	switch name {
	case "missing":
		return fmt.Errorf("get deployment %s: %w", name, ErrNotFound)
	case "conflict":
		return fmt.Errorf("update: %w", &ConflictError{Resource: "deployments.apps", Name: name})
	case "temp":
		return fmt.Errorf("layer1: %w", fmt.Errorf("layer2: %w", tempErr{"connection reset"}))
	case "both":
		return fmt.Errorf("multi: %w and %w", ErrNotFound, tempErr{"timeout"})
	}
	return nil
}

func main() {
	for _, n := range []string{"missing", "conflict", "temp", "both", "ok"} {
		err := get(n)
		var ce *ConflictError
		var r retryable
		fmt.Printf("%-8s err=%v\n", n, err)
		fmt.Printf("         is-notfound=%t as-conflict=%t as-retryable=%t\n", errors.Is(err, ErrNotFound), errors.As(err, &ce), errors.As(err, &r))
		if ce != nil {
			fmt.Printf("         conflict name=%s\n", ce.Name)
		}
		fmt.Printf("         unwrap=%v\n", errors.Unwrap(err))
	}
	j := errors.Join(nil, errors.New("a"), nil, fmt.Errorf("b: %w", ErrNotFound))
	fmt.Printf("%q\n", j.Error())
	fmt.Println(errors.Is(j, ErrNotFound), errors.Join(nil, nil) == nil)
	if u, ok := j.(interface{ Unwrap() []error }); ok {
		fmt.Println(len(u.Unwrap()))
	}
	_, err := strconv.Atoi("12a")
	var ne *strconv.NumError
	fmt.Println(errors.As(err, &ne), ne.Func, ne.Num, ne.Err, errors.Is(err, strconv.ErrSyntax))
	_, err = strconv.ParseUint("-1", 10, 8)
	fmt.Println(err)
	_, err = strconv.ParseInt("300", 10, 8)
	fmt.Println(err, errors.Is(err, strconv.ErrRange))
	_, err = os.Open("/definitely/not/here.yaml")
	fmt.Println(err, errors.Is(err, fs.ErrNotExist), errors.Is(err, os.ErrNotExist))
	var pe *fs.PathError
	if errors.As(err, &pe) {
		fmt.Println(pe.Op, pe.Path, pe.Err)
	}
	fmt.Printf("%v %s %+v %#v\n", nil, error(nil), err == nil, error(nil))
	wrapped := fmt.Errorf("no wrap verb: %v", ErrNotFound)
	fmt.Println(errors.Is(wrapped, ErrNotFound), errors.Unwrap(wrapped) == nil)
	fmt.Println(fmt.Errorf("bad %w", "string"))
	fmt.Println(fmt.Errorf("nil %w", nil))
}

// Output:
// missing  err=get deployment missing: not found
//          is-notfound=true as-conflict=false as-retryable=false
//          unwrap=not found
// conflict err=update: Operation cannot be fulfilled on deployments.apps "conflict": the object has been modified; please apply your changes to the latest version and try again
//          is-notfound=false as-conflict=true as-retryable=false
//          conflict name=conflict
//          unwrap=Operation cannot be fulfilled on deployments.apps "conflict": the object has been modified; please apply your changes to the latest version and try again
// temp     err=layer1: layer2: connection reset
//          is-notfound=false as-conflict=false as-retryable=true
//          unwrap=layer2: connection reset
// both     err=multi: not found and timeout
//          is-notfound=true as-conflict=false as-retryable=true
//          unwrap=<nil>
// ok       err=<nil>
//          is-notfound=false as-conflict=false as-retryable=false
//          unwrap=<nil>
// "a\nb: not found"
// true true
// 2
// true Atoi 12a invalid syntax true
// strconv.ParseUint: parsing "-1": invalid syntax
// strconv.ParseInt: parsing "300": value out of range true
// open /definitely/not/here.yaml: no such file or directory true true
// open /definitely/not/here.yaml no such file or directory
// <nil> %!s(<nil>) false <nil>
// false true
// bad %!w(string=string)
// nil %!w(<nil>)
