package main

import (
	"fmt"
	"time"
)

func main() {
	var port int32 = 1 << 31
	var timeout time.Duration = 5
	var retries uint8 = 300
	d := 2 * time.Second * time.Second
	fmt.Println(port, timeout, retries, d)
}

// Error:
// # command-line-arguments
// ./err_op_const_overflow.go:9:19: cannot use 1 << 31 (untyped int constant 2147483648) as int32 value in variable declaration (overflows)
// ./err_op_const_overflow.go:11:22: cannot use 300 (untyped int constant) as uint8 value in variable declaration (overflows)
