package main

import (
	"fmt"
	"io"
)

type W struct{}

func (w *W) Write(p []byte) (int, error) { return len(p), nil }

func main() {
	var w io.Writer = W{}
	fmt.Fprintln(w, "x")
}

// Error:
// # command-line-arguments
// ./types_err_interface_missing_ptr.go:13:20: cannot use W{} (value of struct type W) as io.Writer value in variable declaration: W does not implement io.Writer (method Write has pointer receiver)
