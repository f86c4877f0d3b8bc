package main

import "fmt"

func main() {
L:
	for i := 0; i < 2; i++ {
		fmt.Println(i)
	}
}

// Error:
// # command-line-arguments
// ./types_err_label_unused.go:6:1: label L defined and not used
