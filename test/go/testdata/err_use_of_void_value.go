package main

import "fmt"

func setup() {}

func main() {
	x := setup()
	fmt.Println(x)
}

// Error:
// # command-line-arguments
// ./err_use_of_void_value.go:8:7: setup() (no value) used as value
