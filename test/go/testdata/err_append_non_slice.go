package main

import "fmt"

func main() {
	name := "web"
	name = append(name, "-1")
	fmt.Println(name)
}

// Error:
// # command-line-arguments
// ./err_append_non_slice.go:7:16: first argument to append must be a slice; have name (variable of type string)
