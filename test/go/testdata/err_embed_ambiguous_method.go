package main

import "fmt"

type Reader struct{}

func (Reader) Close() error { return nil }

type Writer struct{}

func (Writer) Close() error { return nil }

type File struct {
	Reader
	Writer
}

type Closer interface{ Close() error }

func main() {
	f := File{}
	fmt.Println(f.Close())
	var c Closer = f
	_ = c
}

// Error:
// # command-line-arguments
// ./err_embed_ambiguous_method.go:22:16: ambiguous selector f.Close
// ./err_embed_ambiguous_method.go:23:17: cannot use f (variable of struct type File) as Closer value in variable declaration: File does not implement Closer (ambiguous selector File.Close)
