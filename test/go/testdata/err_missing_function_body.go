package main

import "fmt"

func helper(x int) int

func main() {
	fmt.Println(helper(1))
}

// Error:
// # command-line-arguments
// ./err_missing_function_body.go:5:6: missing function body
