package main

import "fmt"

func main() {
	replicas := 3
	name := "web"
	fmt.Println(name)
}

// Error:
// # command-line-arguments
// ./err_unused_var.go:6:2: declared and not used: replicas
