package main

import "fmt"

type Greeter interface {
	Greet(name string) string
}

type English struct{}

func (English) Greet() string { return "hi" }

func main() {
	var g Greeter = English{}
	fmt.Println(g.Greet("x"))
}

// Error:
// # command-line-arguments
// ./types_err_interface_method_args.go:14:18: cannot use English{} (value of struct type English) as Greeter value in variable declaration: English does not implement Greeter (wrong type for method Greet)
// 		have Greet() string
// 		want Greet(string) string
