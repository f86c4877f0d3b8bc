package main

import "fmt"

func main() {
	x := 5
	var y float64 = x
	fmt.Println(y)
}

// Error:
// # command-line-arguments
// ./types_err_int_to_float_var.go:7:18: cannot use x (variable of type int) as float64 value in variable declaration
