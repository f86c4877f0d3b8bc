package main

import (
	"fmt"
	"strings"
)

func greet(name string, times int) string { return strings.Repeat(name, times) }

func main() {
	fmt.Println(greet("a"))
	fmt.Println(greet("a", 1, 2))
	fmt.Println(greet(1, "a"))
	var f func(int) int
	f = greet
	fmt.Println(strings.Split("a,b"))
	x := len("a", "b")
	fmt.Println(f, x)
	fmt.Println(greet)
}

// Error:
// # command-line-arguments
// ./err_func_call_arg_counts.go:11:20: not enough arguments in call to greet
// 	have (string)
// 	want (string, int)
// ./err_func_call_arg_counts.go:12:28: too many arguments in call to greet
// 	have (string, number, number)
// 	want (string, int)
// ./err_func_call_arg_counts.go:13:20: cannot use 1 (untyped int constant) as string value in argument to greet
// ./err_func_call_arg_counts.go:13:23: cannot use "a" (untyped string constant) as int value in argument to greet
// ./err_func_call_arg_counts.go:15:6: cannot use greet (value of type func(name string, times int) string) as func(int) int value in assignment
// ./err_func_call_arg_counts.go:16:28: not enough arguments in call to strings.Split
// 	have (string)
// 	want (string, string)
// ./err_func_call_arg_counts.go:17:7: invalid operation: too many arguments for len("a", "b") (expected 1, found 2)
