package main

import "fmt"

func sum(xs ...int) int { return len(xs) }
func one(x int) int    { return x }

func main() {
	var a [3]int
	a = append(a, 1)
	s := []string{"a"}
	s = append(s, 1)
	fmt.Println(one([]int{1}...), sum(1, 2))
	fmt.Println(len(5), cap(map[string]int{}))
}

// Error:
// # command-line-arguments
// ./err_append_variadic_misuse.go:10:13: first argument to append must be a slice; have a (variable of type [3]int)
// ./err_append_variadic_misuse.go:12:16: cannot use 1 (untyped int constant) as string value in argument to append
// ./err_append_variadic_misuse.go:13:14: cannot use ... in call to non-variadic one
// ./err_append_variadic_misuse.go:14:18: invalid argument: 5 (untyped int constant) for built-in len
// ./err_append_variadic_misuse.go:14:26: invalid argument: map[string]int{} (value of type map[string]int) for built-in cap
