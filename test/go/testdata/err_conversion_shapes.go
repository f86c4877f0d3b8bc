package main

import (
	"fmt"
	"time"
)

type Phase string

type Spec struct{ Replicas int32 }

func main() {
	var n int = 3
	var r int32 = n
	var d time.Duration = n * time.Second
	var ph Phase = "Running"
	var s string = ph
	b := []byte(n)
	f := float64("1.5")
	p := (*int32)(&n)
	st := Spec(r)
	var i interface{} = 1
	j := int(i)
	fmt.Println(r, d, s, b, f, p, st, j)
}

// Error:
// # command-line-arguments
// ./err_conversion_shapes.go:14:16: cannot use n (variable of type int) as int32 value in variable declaration
// ./err_conversion_shapes.go:15:24: invalid operation: n * time.Second (mismatched types int and time.Duration)
// ./err_conversion_shapes.go:17:17: cannot use ph (variable of string type Phase) as string value in variable declaration
// ./err_conversion_shapes.go:18:14: cannot convert n (variable of type int) to type []byte
// ./err_conversion_shapes.go:19:15: cannot convert "1.5" (untyped string constant) to type float64
// ./err_conversion_shapes.go:20:16: cannot convert &n (value of type *int) to type *int32
// ./err_conversion_shapes.go:21:13: cannot convert r (variable of type int32) to type Spec
// ./err_conversion_shapes.go:23:11: cannot convert i (variable of type interface{}) to type int: need type assertion
