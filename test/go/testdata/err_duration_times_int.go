package main

import (
	"fmt"
	"time"
)

func main() {
	n := 5
	d := time.Minute * n
	fmt.Println(d)
}

// Error:
// # command-line-arguments
// ./err_duration_times_int.go:10:7: invalid operation: time.Minute * n (mismatched types time.Duration and int)
