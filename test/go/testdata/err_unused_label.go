package main

import "fmt"

func main() {
outer:
	for i := 0; i < 2; i++ {
		fmt.Println(i)
	}
}

// Error:
// # command-line-arguments
// ./err_unused_label.go:6:1: label outer defined and not used
