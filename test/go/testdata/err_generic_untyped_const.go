package main

import "fmt"

func F[P any]() {
	var x P = 1
	fmt.Println(x)
}

func G[P ~int | ~string]() {
	var y P = 1
	var z P = "a"
	fmt.Println(y, z)
}

func H[P ~int | ~float64](p P) P { return p*2 + 1.5 }

func K[P ~int | ~int64](p P) P { return p + 1 }

func main() {
	fmt.Println(K(3))
}

// Error:
// # command-line-arguments
// ./err_generic_untyped_const.go:6:12: cannot use 1 (untyped int constant) as P value in variable declaration
// ./err_generic_untyped_const.go:11:12: cannot use 1 (untyped int constant) as P value in variable declaration
// ./err_generic_untyped_const.go:12:12: cannot use "a" (untyped string constant) as P value in variable declaration
// ./err_generic_untyped_const.go:16:49: cannot convert 1.5 (untyped float constant) to type P
