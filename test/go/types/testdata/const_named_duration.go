package main

import "time"

func main() {
	var n int = time.Minute
	_ = n
}

// Error:
// ./const_named_duration.go:6:14: cannot use time.Minute (constant 60000000000 of int64 type time.Duration) as int value in variable declaration
