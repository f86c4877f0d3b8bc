package main

import (
	"fmt"
	"time"
)

type Celsius float64
type Fahrenheit float64

func main() {
	var c Celsius = 20
	var f Fahrenheit = 68
	fmt.Println(c + f)
	var d time.Duration = 5
	secs := 3
	fmt.Println(d * secs)
	var i8 int8 = 1
	var i16 int16 = 2
	fmt.Println(i8 == i16)
	s := "n=" + 5
	var p *int
	fmt.Println(p + 1)
	var e error
	fmt.Println(e == "x", s)
	var arr [3]int
	fmt.Println(arr[5], arr[-1])
	fmt.Println(nil == nil)
}

// Error:
// # command-line-arguments
// ./err_types_mismatch_ops.go:14:14: invalid operation: c + f (mismatched types Celsius and Fahrenheit)
// ./err_types_mismatch_ops.go:17:14: invalid operation: d * secs (mismatched types time.Duration and int)
// ./err_types_mismatch_ops.go:20:20: invalid operation: i8 == i16 (mismatched types int8 and int16)
// ./err_types_mismatch_ops.go:21:7: invalid operation: "n=" + 5 (mismatched types untyped string and untyped int)
// ./err_types_mismatch_ops.go:23:14: invalid operation: p + 1 (mismatched types *int and untyped int)
// ./err_types_mismatch_ops.go:25:19: cannot convert "x" (untyped string constant) to type interface{Error() string}
// ./err_types_mismatch_ops.go:27:18: invalid argument: index 5 out of bounds [0:3]
// ./err_types_mismatch_ops.go:27:26: invalid argument: index -1 (constant of type int) must not be negative
// ./err_types_mismatch_ops.go:28:21: invalid operation: nil == nil (operator == not defined on untyped nil)
