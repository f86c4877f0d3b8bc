package main

import (
	"fmt"
	"time"
)

type Result struct {
	Requeue      bool
	RequeueAfter time.Duration
}

func main() {
	secs := 30
	r := Result{RequeueAfter: secs}
	fmt.Println(r)
}

// Error:
// # command-line-arguments
// ./err_int_to_duration.go:15:28: cannot use secs (variable of type int) as time.Duration value in struct literal
