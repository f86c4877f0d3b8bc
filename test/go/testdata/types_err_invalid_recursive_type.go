package main

type Node struct {
	Val  int
	Next Node
}

func main() {}

// Error:
// # command-line-arguments
// ./types_err_invalid_recursive_type.go:3:6: invalid recursive type: Node refers to itself
