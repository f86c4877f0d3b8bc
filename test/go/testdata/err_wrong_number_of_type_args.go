package main

import "fmt"

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func main() {
	p := Pair[string]{Key: "a"}
	fmt.Println(p)
}

// Error:
// # command-line-arguments
// ./err_wrong_number_of_type_args.go:11:7: not enough type arguments for type Pair: have 1, want 2
