package main

type T struct {
	next T
}

func main() {}

// Error:
// ./invalid_recursive_type.go:3:6: invalid recursive type: T refers to itself
