package main

import "fmt"

type Meters float64
type Feet float64

func main() {
	var m Meters = 3
	var f Feet = 4
	fmt.Println(m + f)
	var s []int
	var t []int
	fmt.Println(s == t)
}

// Error:
// # command-line-arguments
// ./err_invalid_op_types.go:11:14: invalid operation: m + f (mismatched types Meters and Feet)
// ./err_invalid_op_types.go:14:14: invalid operation: s == t (slice can only be compared to nil)
