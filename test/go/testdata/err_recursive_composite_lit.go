package main

import "fmt"

type Arr [len(Arr{})]int

type S struct {
	a [len(S{}.b)]int
	b int
}

type M map[string][len(M{})]int

type A = [len(A{})]int

func main() {
	fmt.Println(Arr{}, S{}, M{}, A{})
}

// Error:
// # command-line-arguments
// ./err_recursive_composite_lit.go:5:15: invalid recursive type
// ./err_recursive_composite_lit.go:8:9: invalid recursive type
// ./err_recursive_composite_lit.go:12:24: invalid recursive type
// ./err_recursive_composite_lit.go:14:6: invalid recursive type: A refers to itself
