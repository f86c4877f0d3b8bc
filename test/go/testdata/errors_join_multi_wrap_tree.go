package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

type ValidationError struct {
	Field string
	Err   error
}

func (v *ValidationError) Error() string { return v.Field + ": " + v.Err.Error() }
func (v *ValidationError) Unwrap() error { return v.Err }

var ErrRequired = errors.New("required")
var ErrInvalid = errors.New("invalid value")

func validate(spec map[string]string) error {
	var errs []error
	for _, f := range []string{"image", "replicas", "port"} {
		v, ok := spec[f]
		switch {
		case !ok:
			errs = append(errs, &ValidationError{f, ErrRequired})
		case v == "bad":
			errs = append(errs, &ValidationError{f, fmt.Errorf("%w: %q", ErrInvalid, v)})
		}
	}
	return errors.Join(errs...)
}

type multi interface{ Unwrap() []error }

func walk(err error, depth int) {
	for ; err != nil; err = errors.Unwrap(err) {
		fmt.Printf("%*s%T: %v\n", depth*2, "", err, err)
		if m, ok := err.(multi); ok {
			for _, e := range m.Unwrap() {
				walk(e, depth+1)
			}
			return
		}
	}
}

func main() {
	err := validate(map[string]string{"replicas": "bad"})
	fmt.Println(err)
	fmt.Printf("%q\n", err.Error())
	fmt.Println(errors.Is(err, ErrRequired), errors.Is(err, ErrInvalid), errors.Is(err, io.EOF))
	var ve *ValidationError
	if errors.As(err, &ve) {
		fmt.Println("first:", ve.Field)
	}
	walk(fmt.Errorf("reconcile: %w", err), 0)
	fmt.Println(validate(map[string]string{"image": "x", "replicas": "1", "port": "80"}) == nil)
	wrapped := fmt.Errorf("a: %w, b: %w, c: %v", io.EOF, fs.ErrPermission, ErrInvalid)
	fmt.Println(wrapped, errors.Is(wrapped, io.EOF), errors.Is(wrapped, fs.ErrPermission), errors.Is(wrapped, ErrInvalid), errors.Unwrap(wrapped) == nil)
	walk(wrapped, 0)
	_, statErr := os.Stat("/no/such/dir/file")
	joined := errors.Join(statErr, fmt.Errorf("while loading: %w", os.ErrNotExist))
	fmt.Println(joined)
	fmt.Println(errors.Is(joined, fs.ErrNotExist))
	fmt.Printf("%v|%+v|%s\n", errors.Join(errors.New("x")), errors.Join(errors.New("y"), errors.New("z")), errors.Join())
}

// Output:
// image: required
// replicas: invalid value: "bad"
// port: required
// "image: required\nreplicas: invalid value: \"bad\"\nport: required"
// true true false
// first: image
// *fmt.wrapError: reconcile: image: required
// replicas: invalid value: "bad"
// port: required
// *errors.joinError: image: required
// replicas: invalid value: "bad"
// port: required
//   *main.ValidationError: image: required
//   *errors.errorString: required
//   *main.ValidationError: replicas: invalid value: "bad"
//   *fmt.wrapError: invalid value: "bad"
//   *errors.errorString: invalid value
//   *main.ValidationError: port: required
//   *errors.errorString: required
// true
// a: EOF, b: permission denied, c: invalid value true true false true
// *fmt.wrapErrors: a: EOF, b: permission denied, c: invalid value
//   *errors.errorString: EOF
//   *errors.errorString: permission denied
// stat /no/such/dir/file: no such file or directory
// while loading: file does not exist
// true
// x|y
// z|%!s(<nil>)
