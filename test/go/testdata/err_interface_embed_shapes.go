package main

import (
	"fmt"
	"io"
)

type Getter interface {
	Get(key string) (string, error)
}

type Store interface {
	Getter
	Get(key string) string
	Set(key, val string)
}

type ReadCloser interface {
	io.Reader
	io.Closer
	Close() error
}

type Bad interface {
	int
	String() string
}

type mem struct{}

func (mem) Get(key string) (string, error) { return "", nil }

func main() {
	var g Getter = mem{}
	var s Store = g
	var b Bad
	var rc ReadCloser = g.(ReadCloser)
	fmt.Println(s, b, rc)
}

// Error:
// # command-line-arguments
// ./err_interface_embed_shapes.go:13:2: duplicate method Get
// 	./err_interface_embed_shapes.go:14:2: other declaration of method Get
// ./err_interface_embed_shapes.go:35:16: cannot use g (variable of interface type Getter) as Store value in variable declaration: Getter does not implement Store (wrong type for method Get)
// 		have Get(string) (string, error)
// 		want Get(string) string
// ./err_interface_embed_shapes.go:36:8: cannot use type Bad outside a type constraint: interface contains type constraints
