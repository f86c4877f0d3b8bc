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
	fmt.Println(c == f)
	var n int = 3
	d := time.Second * n
	var u uint8 = 1
	var i32 int32 = 2
	fmt.Println(u + i32, d)
	s := "abc"
	fmt.Println(s + 'd')
	fmt.Println(s[0] == "a")
	var p *int
	fmt.Println(p == 0)
	fmt.Println(nil == nil)
	b := []int{1} == []int{1}
	_ = b
}

// Error:
// # command-line-arguments
// ./err_mismatched_types_ops.go:14:19: invalid operation: c == f (mismatched types Celsius and Fahrenheit)
// ./err_mismatched_types_ops.go:16:7: invalid operation: time.Second * n (mismatched types time.Duration and int)
// ./err_mismatched_types_ops.go:19:14: invalid operation: u + i32 (mismatched types uint8 and int32)
// ./err_mismatched_types_ops.go:21:14: invalid operation: s + 'd' (mismatched types string and untyped rune)
// ./err_mismatched_types_ops.go:22:22: invalid operation: s[0] == "a" (mismatched types byte and untyped string)
// ./err_mismatched_types_ops.go:24:19: invalid operation: p == 0 (mismatched types *int and untyped int)
// ./err_mismatched_types_ops.go:25:21: invalid operation: nil == nil (operator == not defined on untyped nil)
// ./err_mismatched_types_ops.go:26:7: invalid operation: []int{…} == []int{…} (slice can only be compared to nil)
