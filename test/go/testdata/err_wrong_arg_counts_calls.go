package main

import (
	"fmt"
	"strings"
)

type Svc struct{}

func (s Svc) Get(name string, ns string) string { return ns + "/" + name }

func add(a, b int) int { return a + b }

func variadic(prefix string, xs ...int) {}

func main() {
	s := Svc{}
	fmt.Println(s.Get("web"))
	fmt.Println(add(1, 2, 3))
	fmt.Println(strings.Split("a,b"))
	variadic()
	variadic("p", "q")
	fmt.Println(add(1, "2"))
}

// Error:
// # command-line-arguments
// ./err_wrong_arg_counts_calls.go:18:20: not enough arguments in call to s.Get
// 	have (string)
// 	want (string, string)
// ./err_wrong_arg_counts_calls.go:19:24: too many arguments in call to add
// 	have (number, number, number)
// 	want (int, int)
// ./err_wrong_arg_counts_calls.go:20:28: not enough arguments in call to strings.Split
// 	have (string)
// 	want (string, string)
// ./err_wrong_arg_counts_calls.go:21:2: not enough arguments in call to variadic
// 	have ()
// 	want (string, ...int)
// ./err_wrong_arg_counts_calls.go:22:16: cannot use "q" (untyped string constant) as int value in argument to variadic
// ./err_wrong_arg_counts_calls.go:23:21: cannot use "2" (untyped string constant) as int value in argument to add
