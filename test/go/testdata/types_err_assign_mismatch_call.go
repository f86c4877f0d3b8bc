package main

import "fmt"

func f() (int, error) { return 0, nil }

func main() {
	x := f()
	fmt.Println(x)
}

// Error:
// # command-line-arguments
// ./types_err_assign_mismatch_call.go:8:7: assignment mismatch: 1 variable but f returns 2 values
