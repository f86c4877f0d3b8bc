package main

import "fmt"

func main() {
	name := "web"
	if name = "x" {
		fmt.Println(name)
	}
}

// Error:
// # command-line-arguments
// ./syntax_assign_in_if.go:7:10: syntax error: cannot use assignment name = "x" as value
