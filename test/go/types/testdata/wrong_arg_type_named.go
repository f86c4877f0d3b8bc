package main

import "time"

func wait(d time.Duration) {}

func main() {
	var n int64 = 5
	wait(n)
}

// Error:
// ./wrong_arg_type_named.go:9:7: cannot use n (variable of type int64) as time.Duration value in argument to wait
