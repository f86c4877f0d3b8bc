package main

import "fmt"

func addFinalizer(obj *string, finalizer string) bool {
	return true
}

func main() {
	name := "web"
	fmt.Println(addFinalizer(&name, "a", "b"))
}

// Error:
// # command-line-arguments
// ./err_too_many_args.go:11:39: too many arguments in call to addFinalizer
// 	have (*string, string, string)
// 	want (*string, string)
