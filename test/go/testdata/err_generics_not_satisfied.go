package main

import "fmt"

type Number interface {
	~int | ~float64
}

func Max[T Number](a, b T) T {
	if a > b {
		return a
	}
	return b
}

type ID string

func main() {
	fmt.Println(Max(1, 2))
	fmt.Println(Max("a", "b"))
	fmt.Println(Max[ID]("x", "y"))
	fmt.Println(Max(1, 2.5))
}

// Error:
// # command-line-arguments
// ./err_generics_not_satisfied.go:20:17: string does not satisfy Number (string missing in ~int | ~float64)
// ./err_generics_not_satisfied.go:21:18: ID does not satisfy Number (ID missing in ~int | ~float64)
