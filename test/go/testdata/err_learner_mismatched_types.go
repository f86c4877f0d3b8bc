package main

import "fmt"

type Celsius float64
type Fahrenheit float64

func toF(c Celsius) Fahrenheit { return Fahrenheit(c*9/5 + 32) }

func main() {
	var c Celsius = 100
	var f Fahrenheit = toF(c)
	fmt.Println(c + f)
	var n int = 3
	var d float64 = 2.5
	fmt.Println(n * d)
	s := "count: " + n
	fmt.Println(s)
}

// Error:
// # command-line-arguments
// ./err_learner_mismatched_types.go:13:14: invalid operation: c + f (mismatched types Celsius and Fahrenheit)
// ./err_learner_mismatched_types.go:16:14: invalid operation: n * d (mismatched types int and float64)
// ./err_learner_mismatched_types.go:17:7: invalid operation: "count: " + n (mismatched types untyped string and int)
