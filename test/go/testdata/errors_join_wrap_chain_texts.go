package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
)

type NotFound struct{ Key string }

func (e NotFound) Error() string { return "not found: " + e.Key }

func load(key string) error {
	if key == "" {
		return fmt.Errorf("load: %w", io.ErrUnexpectedEOF)
	}
	return fmt.Errorf("load %q: %w", key, NotFound{key})
}

func main() {
	e1 := load("cfg")
	e2 := load("")
	j := errors.Join(e1, nil, e2)
	fmt.Println(j)
	fmt.Printf("%q\n", j.Error())
	fmt.Println(errors.Join(nil, nil) == nil)
	var nf NotFound
	fmt.Println(errors.As(j, &nf), nf.Key)
	fmt.Println(errors.Is(j, io.ErrUnexpectedEOF))
	multi := fmt.Errorf("two: %w and %w", e1, io.EOF)
	fmt.Println(multi, errors.Is(multi, io.EOF))
	fmt.Println(errors.Unwrap(multi) == nil)
	if u, ok := multi.(interface{ Unwrap() []error }); ok {
		fmt.Println(len(u.Unwrap()))
	}
	fmt.Println(fmt.Errorf("no wrap %v", io.EOF), errors.Unwrap(fmt.Errorf("no wrap %v", io.EOF)))
	fmt.Println(fmt.Errorf("bad verb %w", "str"))
	fmt.Println(fmt.Errorf("nil %w", nil))
	_, err := os.Open("/definitely/missing.txt")
	fmt.Println(err, errors.Is(err, fs.ErrNotExist))
	var pe *fs.PathError
	if errors.As(err, &pe) {
		fmt.Println(pe.Op, pe.Path, pe.Err)
	}
	_, err = strconv.Atoi("12a")
	fmt.Println(err, errors.Is(err, strconv.ErrSyntax))
	_, err = strconv.ParseInt("999999999999999999999", 10, 64)
	var ne *strconv.NumError
	fmt.Println(errors.As(err, &ne), ne.Func, ne.Num, ne.Err)
	fmt.Printf("%v|%s|%+v|%#v\n", io.EOF, io.EOF, io.EOF, NotFound{"k"})
	wrapped := fmt.Errorf("layer2: %w", fmt.Errorf("layer1: %w", NotFound{"deep"}))
	for e := error(wrapped); e != nil; e = errors.Unwrap(e) {
		fmt.Printf("%T: %v\n", e, e)
	}
}

// Output:
// load "cfg": not found: cfg
// load: unexpected EOF
// "load \"cfg\": not found: cfg\nload: unexpected EOF"
// true
// true cfg
// true
// two: load "cfg": not found: cfg and EOF true
// true
// 2
// no wrap EOF <nil>
// bad verb %!w(string=str)
// nil %!w(<nil>)
// open /definitely/missing.txt: no such file or directory true
// open /definitely/missing.txt no such file or directory
// strconv.Atoi: parsing "12a": invalid syntax true
// true ParseInt 999999999999999999999 value out of range
// EOF|EOF|EOF|main.NotFound{Key:"k"}
// *fmt.wrapError: layer2: layer1: not found: deep
// *fmt.wrapError: layer1: not found: deep
// main.NotFound: not found: deep
