package main

import "fmt"

func greet(name string) string { return "hi " + name }

func main() {
	fmt.Println(greet("a", "b"))
}

// Error:
// # command-line-arguments
// ./types_err_too_many_args.go:8:25: too many arguments in call to greet
// 	have (string, string)
// 	want (string)
