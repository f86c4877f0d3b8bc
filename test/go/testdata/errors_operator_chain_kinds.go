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

func (e *NotFoundError) Error() string { return e.Kind + " \"" + e.Name + "\" not found" }

type ConflictError struct{ Version int }

func (e ConflictError) Error() string { return fmt.Sprintf("conflict at version %d", e.Version) }

var ErrRetry = errors.New("retry later")

func get(name string) error {
	if name == "" {
		return &NotFoundError{"ConfigMap", "<empty>"}
	}
	return fmt.Errorf("get %s: %w", name, &NotFoundError{"Secret", name})
}

func main() {
	err := fmt.Errorf("reconcile default/web: %w", get("tls"))
	fmt.Println(err)
	var nf *NotFoundError
	if errors.As(err, &nf) {
		fmt.Println("as:", nf.Kind, nf.Name)
	}
	j := errors.Join(err, ConflictError{7}, nil, ErrRetry)
	fmt.Printf("%v\n---\n", j)
	fmt.Printf("%q\n", j.Error())
	var ce ConflictError
	fmt.Println(errors.As(j, &ce), ce.Version, errors.Is(j, ErrRetry))
	fmt.Println(errors.Join(nil, nil) == nil)
	multi := fmt.Errorf("a: %w, b: %w", ErrRetry, os.ErrNotExist)
	fmt.Println(multi, errors.Is(multi, fs.ErrNotExist), errors.Unwrap(multi) == nil)
	_, perr := strconv.Atoi("12a")
	fmt.Println(perr)
	var ne *strconv.NumError
	if errors.As(perr, &ne) {
		fmt.Println(ne.Func, ne.Num, ne.Err, ne.Err == strconv.ErrSyntax)
	}
	_, perr = strconv.ParseInt("99999999999999999999", 10, 64)
	fmt.Println(perr)
	_, perr = strconv.ParseUint("-1", 10, 8)
	fmt.Println(perr)
	_, perr = strconv.ParseInt("300", 10, 8)
	fmt.Println(perr)
	_, perr = strconv.ParseFloat("1e400", 64)
	fmt.Println(perr)
	_, perr = strconv.ParseBool("yes")
	fmt.Println(perr)
	_, perr = strconv.ParseInt("12", 1, 64)
	fmt.Println(perr)
	_, perr = strconv.ParseInt("12", 10, 65)
	fmt.Println(perr)
	_, err = os.Open("/definitely/not/here.txt")
	fmt.Println(err)
	var pe *fs.PathError
	fmt.Println(errors.As(err, &pe), pe.Op, pe.Path)
	fmt.Printf("%v|%s|%+v|%#v\n", ErrRetry, ErrRetry, ErrRetry, ErrRetry == nil)
	w2 := fmt.Errorf("no verb wrap %v", ErrRetry)
	fmt.Println(errors.Is(w2, ErrRetry))
	fmt.Println(fmt.Errorf("%w", nil))
	fmt.Println(fmt.Errorf("bad %w", "str"))
}

// Output:
// reconcile default/web: get tls: Secret "tls" not found
// as: Secret tls
// reconcile default/web: get tls: Secret "tls" not found
// conflict at version 7
// retry later
// ---
// "reconcile default/web: get tls: Secret \"tls\" not found\nconflict at version 7\nretry later"
// true 7 true
// true
// a: retry later, b: file does not exist true true
// strconv.Atoi: parsing "12a": invalid syntax
// Atoi 12a invalid syntax true
// strconv.ParseInt: parsing "99999999999999999999": value out of range
// strconv.ParseUint: parsing "-1": invalid syntax
// strconv.ParseInt: parsing "300": value out of range
// strconv.ParseFloat: parsing "1e400": value out of range
// strconv.ParseBool: parsing "yes": invalid syntax
// strconv.ParseInt: parsing "12": invalid base 1
// strconv.ParseInt: parsing "12": invalid bit size 65
// open /definitely/not/here.txt: no such file or directory
// true open /definitely/not/here.txt
// retry later|retry later|retry later|false
// false
// %!w(<nil>)
// bad %!w(string=str)
