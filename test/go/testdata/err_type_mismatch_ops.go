package main

import (
	"fmt"
	"time"
)

type Replicas int32

func main() {
	var r Replicas = 3
	var n int = 2
	fmt.Println(r + n)
	timeout := 5
	time.Sleep(timeout * time.Second)
	var s string = 'x'
	var f float64 = "1.0"
	b := []byte("a") + "b"
	if n {
	}
	var m map[string]int = []int{}
	var p *int = &r
	c := 1 << 1.5
	u := uint8(256)
	fmt.Println(s, f, b, m, p, c, u)
}

// Error:
// # command-line-arguments
// ./err_type_mismatch_ops.go:13:14: invalid operation: r + n (mismatched types Replicas and int)
// ./err_type_mismatch_ops.go:15:13: invalid operation: timeout * time.Second (mismatched types int and time.Duration)
// ./err_type_mismatch_ops.go:16:17: cannot use 'x' (untyped rune constant 120) as string value in variable declaration
// ./err_type_mismatch_ops.go:17:18: cannot use "1.0" (untyped string constant) as float64 value in variable declaration
// ./err_type_mismatch_ops.go:18:7: invalid operation: []byte("a") + "b" (mismatched types []byte and untyped string)
// ./err_type_mismatch_ops.go:19:5: non-boolean condition in if statement
// ./err_type_mismatch_ops.go:21:25: cannot use []int{} (value of type []int) as map[string]int value in variable declaration
// ./err_type_mismatch_ops.go:22:15: cannot use &r (value of type *Replicas) as *int value in variable declaration
// ./err_type_mismatch_ops.go:23:12: 1.5 (untyped float constant) truncated to uint
// ./err_type_mismatch_ops.go:24:13: constant 256 overflows uint8
// ./err_type_mismatch_ops.go:24:13: too many errors
