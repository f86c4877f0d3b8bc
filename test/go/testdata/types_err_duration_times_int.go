package main

import (
	"fmt"
	"time"
)

func main() {
	n := 3
	d := time.Second * n
	fmt.Println(d)
}

// Error:
// # command-line-arguments
// ./types_err_duration_times_int.go:10:7: invalid operation: time.Second * n (mismatched types time.Duration and int)
