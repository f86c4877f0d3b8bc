package main

import (
	"fmt"
	"io"
)

type Store interface {
	Get(key string) (string, error)
	Put(key, val string) error
}

type mem struct{ m map[string]string }

func (s mem) Get(key string) string { return s.m[key] }

type rw struct{}

func (rw) Write(p []byte) (int, error) { return len(p), nil }

func main() {
	var s Store = mem{}
	var r io.Reader = rw{}
	var w io.ReadWriter = &rw{}
	fmt.Println(s, r, w)
}

// Error:
// # command-line-arguments
// ./err_iface_impl_missing_method.go:22:16: cannot use mem{} (value of struct type mem) as Store value in variable declaration: mem does not implement Store (wrong type for method Get)
// 		have Get(string) string
// 		want Get(string) (string, error)
// ./err_iface_impl_missing_method.go:23:20: cannot use rw{} (value of struct type rw) as io.Reader value in variable declaration: rw does not implement io.Reader (missing method Read)
// ./err_iface_impl_missing_method.go:24:24: cannot use &rw{} (value of type *rw) as io.ReadWriter value in variable declaration: *rw does not implement io.ReadWriter (missing method Read)
