package main

import "time"

type Result struct {
	RequeueAfter time.Duration
}

func main() {
	secs := 5
	_ = Result{RequeueAfter: secs}
}

// Error:
// ./int_to_duration.go:11:27: cannot use secs (variable of type int) as time.Duration value in struct literal
