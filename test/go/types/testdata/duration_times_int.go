package main

import "time"

func main() {
	n := 3
	_ = time.Minute * n
}

// Error:
// ./duration_times_int.go:7:6: invalid operation: time.Minute * n (mismatched types time.Duration and int)
