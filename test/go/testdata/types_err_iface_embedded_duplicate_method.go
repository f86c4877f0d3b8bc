package main

import (
	"fmt"
	"io"
)

type Getter interface{ Get() string }
type GetterN interface{ Get() int }

type Both interface {
	Getter
	GetterN
}

type Named interface {
	fmt.Stringer
	String() string
}

type ReadCloser interface {
	io.Reader
	io.ReadCloser
	Close() error
}

type Clash interface {
	io.Writer
	Write(s string) error
}

func main() {
	var b Both
	var n Named
	var rc ReadCloser
	fmt.Println(b, n, rc)
}

// Error:
// # command-line-arguments
// ./types_err_iface_embedded_duplicate_method.go:13:2: duplicate method Get
// 	./types_err_iface_embedded_duplicate_method.go:12:2: other declaration of method Get
// ./types_err_iface_embedded_duplicate_method.go:28:2: duplicate method Write
// 	./types_err_iface_embedded_duplicate_method.go:29:2: other declaration of method Write
