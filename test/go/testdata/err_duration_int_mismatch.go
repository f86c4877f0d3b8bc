package main

import (
	"fmt"
	"time"
)

func main() {
	timeout := 5
	time.Sleep(timeout * time.Second)
	d := time.Duration(2.5 * float64(time.Second))
	var secs int64 = d.Seconds()
	fmt.Println(d, secs, time.Now().Sub(5))
}

// Error:
// # command-line-arguments
// ./err_duration_int_mismatch.go:10:13: invalid operation: timeout * time.Second (mismatched types int and time.Duration)
// ./err_duration_int_mismatch.go:12:19: cannot use d.Seconds() (value of type float64) as int64 value in variable declaration
// ./err_duration_int_mismatch.go:13:38: cannot use 5 (untyped int constant) as time.Time value in argument to time.Now().Sub
