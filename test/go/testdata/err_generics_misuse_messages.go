package main

import "fmt"

type Box[T any] struct{ v T }

func Identity[T any](x T) T { return x }

func Equal[T comparable](a, b T) bool { return a == b }

type Num interface{ int | float64 }

func Add[T Num](a, b T) T { return a + b }

func Bad[T any](a, b T) bool { return a == b }


func main() {
	var b Box
	f := Identity
	fmt.Println(Equal([]int{1}, []int{2}))
	fmt.Println(Add(1, 2.5))
	fmt.Println(Add("a", "b"))
	var n Num
	fmt.Println(b, f, n)
	x := Box[int]{v: "s"}
	fmt.Println(x)
}

// Error:
// # command-line-arguments
// ./err_generics_misuse_messages.go:15:39: invalid operation: a == b (incomparable types in type set)
// ./err_generics_misuse_messages.go:19:8: cannot use generic type Box[T any] without instantiation
// ./err_generics_misuse_messages.go:20:7: cannot use generic function Identity without instantiation
// ./err_generics_misuse_messages.go:21:19: []int does not satisfy comparable
// ./err_generics_misuse_messages.go:23:17: string does not satisfy Num (string missing in int | float64)
// ./err_generics_misuse_messages.go:24:8: cannot use type Num outside a type constraint: interface contains type constraints
// ./err_generics_misuse_messages.go:26:19: cannot use "s" (untyped string constant) as int value in struct literal
