package main

import "fmt"

type List[T any] struct{ items []T }

type Num interface{ int | float64 }

func Add[T Num](a, b T) T { return a + b }

func Show[T fmt.Stringer](v T) string { return v.String() }

func main() {
	var l List
	fmt.Println(l, Add(1, 2.5), Add("a", "b"), Show(3))
}

// Error:
// # command-line-arguments
// ./err_generic_misuse.go:14:8: cannot use generic type List[T any] without instantiation
// ./err_generic_misuse.go:15:33: string does not satisfy Num (string missing in int | float64)
// ./err_generic_misuse.go:15:49: int does not satisfy fmt.Stringer (missing method String)
