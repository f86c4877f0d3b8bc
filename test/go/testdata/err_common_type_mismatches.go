package main

import (
	"fmt"
	"strconv"
	"time"
)

type Celsius float64
type Fahrenheit float64

func toF(c Celsius) Fahrenheit { return Fahrenheit(c*9/5 + 32) }

func main() {
	var c Celsius = 20
	var f Fahrenheit = c
	total := 0
	avg := total / 2.5
	n := "5"
	sum := n + 1
	id := strconv.Itoa("12")
	var d time.Duration = 2
	elapsed := time.Since(time.Now()) * 2.5
	var items []string
	items.append("x")
	var x int = nil
	ch := make(chan<- int)
	v := <-ch
	fmt.Println(f, avg, sum, id, d, elapsed, items, x, v, toF(25.5), toF(f))
}

// Error:
// # command-line-arguments
// ./err_common_type_mismatches.go:16:21: cannot use c (variable of float64 type Celsius) as Fahrenheit value in variable declaration
// ./err_common_type_mismatches.go:18:17: 2.5 (untyped float constant) truncated to int
// ./err_common_type_mismatches.go:20:9: invalid operation: n + 1 (mismatched types string and untyped int)
// ./err_common_type_mismatches.go:21:21: cannot use "12" (untyped string constant) as int value in argument to strconv.Itoa
// ./err_common_type_mismatches.go:23:38: 2.5 (untyped float constant) truncated to int64
// ./err_common_type_mismatches.go:25:8: items.append undefined (type []string has no field or method append)
// ./err_common_type_mismatches.go:26:14: cannot use nil as int value in variable declaration
// ./err_common_type_mismatches.go:28:9: invalid operation: cannot receive from send-only channel ch (variable of type chan<- int)
// ./err_common_type_mismatches.go:29:71: cannot use f (variable of float64 type Fahrenheit) as Celsius value in argument to toF
