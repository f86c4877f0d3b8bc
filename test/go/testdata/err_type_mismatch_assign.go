package main

import "fmt"

type Replicas int32

func scale(n int) int { return n * 2 }

func main() {
	var r Replicas = 3
	var n int = r
	s := "count: " + n
	var f float64 = scale(2)
	fmt.Println(n, s, f)
}

// Error:
// # command-line-arguments
// ./err_type_mismatch_assign.go:11:14: cannot use r (variable of int32 type Replicas) as int value in variable declaration
// ./err_type_mismatch_assign.go:12:7: invalid operation: "count: " + n (mismatched types untyped string and int)
// ./err_type_mismatch_assign.go:13:18: cannot use scale(2) (value of type int) as float64 value in variable declaration
