package main

import "fmt"

type S interface{ M() }
type T struct{}

func (t *T) M() {}

func main() {
	var s S = &T{}
	v := s.(T)
	fmt.Println(v)
}

// Error:
// # command-line-arguments
// ./types_err_impossible_assert.go:12:7: impossible type assertion: s.(T)
// 	T does not implement S (method M has pointer receiver)
