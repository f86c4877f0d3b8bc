package main

import (
	"fmt"
	"math"
)

func main() {
	a, b := 3, 5
	fmt.Println(math.Max(a, b))
}

// Error:
// # command-line-arguments
// ./types_err_math_max_ints.go:10:23: cannot use a (variable of type int) as float64 value in argument to math.Max
// ./types_err_math_max_ints.go:10:26: cannot use b (variable of type int) as float64 value in argument to math.Max
