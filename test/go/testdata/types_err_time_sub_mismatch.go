package main

import (
	"fmt"
	"time"
)

func main() {
	start := time.Now()
	elapsed := time.Now() - start
	fmt.Println(elapsed)
}

// Error:
// # command-line-arguments
// ./types_err_time_sub_mismatch.go:10:13: invalid operation: operator - not defined on time.Now() (value of struct type time.Time)
