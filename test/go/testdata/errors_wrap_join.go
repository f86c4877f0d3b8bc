package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
)

var ErrNotFound = errors.New("not found")

type QuotaError struct {
	Resource string
	Limit    int
}

func (e QuotaError) Error() string { return e.Resource + " over quota " + strconv.Itoa(e.Limit) }

type temporary interface{ Temporary() bool }

type netErr struct{ msg string }

func (n *netErr) Error() string   { return n.msg }
func (n *netErr) Temporary() bool { return true }

func find(name string) error {
	if name == "" {
		return fmt.Errorf("find %q: %w", name, ErrNotFound)
	}
	if name == "big" {
		return fmt.Errorf("layer2: %w", fmt.Errorf("layer1: %w", QuotaError{"cpu", 4}))
	}
	return nil
}

func main() {
	err := find("")
	fmt.Println(err)
	fmt.Println(errors.Is(err, ErrNotFound), errors.Unwrap(err) == ErrNotFound, errors.Unwrap(errors.Unwrap(err)))
	err = find("big")
	var qe QuotaError
	if errors.As(err, &qe) {
		fmt.Println("quota:", qe.Resource, qe.Limit)
	}
	j := errors.Join(ErrNotFound, nil, &netErr{"timeout"}, io.EOF)
	fmt.Printf("%v\n---\n%q\n", j, j.Error())
	fmt.Println(errors.Is(j, io.EOF), errors.Is(j, io.ErrUnexpectedEOF))
	var t temporary
	fmt.Println(errors.As(j, &t), t.Temporary())
	fmt.Println(errors.Join() == nil, errors.Join(nil, nil) == nil)
	multi := fmt.Errorf("both: %w and %w", ErrNotFound, io.EOF)
	fmt.Println(multi, errors.Is(multi, io.EOF), errors.Unwrap(multi) == nil)
	_, err = os.Open("/nonexistent/file.txt")
	fmt.Println(err)
	fmt.Println(errors.Is(err, fs.ErrNotExist), errors.Is(err, os.ErrNotExist))
	var pe *fs.PathError
	if errors.As(err, &pe) {
		fmt.Println(pe.Op, pe.Path, pe.Err)
	}
	_, err = strconv.Atoi("12a")
	var ne *strconv.NumError
	fmt.Println(err, errors.As(err, &ne), ne.Func, ne.Num, ne.Err == strconv.ErrSyntax)
	_, err = strconv.ParseInt("99999999999999999999", 10, 64)
	fmt.Println(err, errors.Is(err, strconv.ErrRange))
	fmt.Printf("%v|%s|%+v|%#v\n", ErrNotFound, ErrNotFound, ErrNotFound, QuotaError{"m", 1})
}

// Output:
// find "": not found
// true true <nil>
// quota: cpu 4
// not found
// timeout
// EOF
// ---
// "not found\ntimeout\nEOF"
// true false
// true true
// true true
// both: not found and EOF true true
// open /nonexistent/file.txt: no such file or directory
// true true
// open /nonexistent/file.txt no such file or directory
// strconv.Atoi: parsing "12a": invalid syntax true Atoi 12a true
// strconv.ParseInt: parsing "99999999999999999999": value out of range true
// not found|not found|not found|main.QuotaError{Resource:"m", Limit:1}
