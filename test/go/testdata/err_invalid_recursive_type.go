package main

import "fmt"

type Node struct {
	Value int
	Next  Node
}

func main() {
	fmt.Println(Node{})
}

// Error:
// # command-line-arguments
// ./err_invalid_recursive_type.go:5:6: invalid recursive type: Node refers to itself
