package main

import "fmt"

func compute() int { return 42 }

func main() {
	x := go compute()
	fmt.Println(x)
}

// Error:
// # command-line-arguments
// ./types_err_goroutine_result.go:8:7: syntax error: unexpected keyword go, expected expression
