package main

import (
	"fmt"
	"io"
)

type Reader interface {
	Read(p []byte) (int, error)
}

type ReadCloser interface {
	Reader
	io.Closer
	Close() error
}

type file struct{}

func (f *file) Read(p []byte) (int, error) { return 0, io.EOF }

type Named string

func (n Named) String() string { return string(n) }
func (n *Named) String() string { return "ptr" }

func (s string) Len() int { return len(s) }

type T struct{ T }

type A struct{ B }
type B struct{ *A }

func main() {
	var r ReadCloser = &file{}
	var rr Reader = file{}
	var x fmt.Stringer = 5
	_, _, _ = r, rr, x
	var i interface{ M() }
	i.N()
	fmt.Println(Named("a").Missing)
}

// Error:
// # command-line-arguments
// ./err_interface_methods_embedding.go:25:17: method Named.String already declared at ./err_interface_methods_embedding.go:24:16
// ./err_interface_methods_embedding.go:27:7: cannot define new methods on non-local type string
// ./err_interface_methods_embedding.go:29:6: invalid recursive type: T refers to itself
// ./err_interface_methods_embedding.go:35:21: cannot use &file{} (value of type *file) as ReadCloser value in variable declaration: *file does not implement ReadCloser (missing method Close)
// ./err_interface_methods_embedding.go:36:18: cannot use file{} (value of struct type file) as Reader value in variable declaration: file does not implement Reader (method Read has pointer receiver)
// ./err_interface_methods_embedding.go:37:23: cannot use 5 (constant of type int) as fmt.Stringer value in variable declaration: int does not implement fmt.Stringer (missing method String)
// ./err_interface_methods_embedding.go:40:4: i.N undefined (type interface{M()} has no field or method N)
// ./err_interface_methods_embedding.go:41:25: Named("a").Missing undefined (type Named has no field or method Missing)
