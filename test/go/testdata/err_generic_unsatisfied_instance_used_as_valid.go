package main

import "fmt"

// An instantiation whose type argument does not satisfy the constraint is verified later (types2
// check.later), and meanwhile the instance is used as if valid: Max[string] returns a string, so
// assigning it to an int or adding 1 to it is a second error, as gc reports.

type Number interface{ ~int | ~float64 }

func Max[T Number](a, b T) T {
	if a > b {
		return a
	}
	return b
}

type Box[T Number] struct{ v T }

func (b Box[T]) Get() T { return b.v }

func main() {
	var x int = Max[string]("a", "b")
	y := Max("a", "b") + 1
	var bx Box[string]
	z := bx.Get() * 2
	w := Box[bool]{v: 1}
	fmt.Println(x, y, z, w)
}

// Error:
// # command-line-arguments
// ./err_generic_unsatisfied_instance_used_as_valid.go:23:14: cannot use Max[string]("a", "b") (value of type string) as int value in variable declaration
// ./err_generic_unsatisfied_instance_used_as_valid.go:23:18: string does not satisfy Number (string missing in ~int | ~float64)
// ./err_generic_unsatisfied_instance_used_as_valid.go:24:7: invalid operation: Max("a", "b") + 1 (mismatched types string and untyped int)
// ./err_generic_unsatisfied_instance_used_as_valid.go:24:10: string does not satisfy Number (string missing in ~int | ~float64)
// ./err_generic_unsatisfied_instance_used_as_valid.go:25:13: string does not satisfy Number (string missing in ~int | ~float64)
// ./err_generic_unsatisfied_instance_used_as_valid.go:26:7: invalid operation: bx.Get() * 2 (mismatched types string and untyped int)
// ./err_generic_unsatisfied_instance_used_as_valid.go:27:11: bool does not satisfy Number (bool missing in ~int | ~float64)
// ./err_generic_unsatisfied_instance_used_as_valid.go:27:20: cannot use 1 (untyped int constant) as bool value in struct literal
