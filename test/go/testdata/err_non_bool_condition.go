package main

import "fmt"

func main() {
	count := 3
	if count {
		fmt.Println("nonzero")
	}
	for count {
	}
}

// Error:
// # command-line-arguments
// ./err_non_bool_condition.go:7:5: non-boolean condition in if statement
// ./err_non_bool_condition.go:10:6: non-boolean condition in for statement
