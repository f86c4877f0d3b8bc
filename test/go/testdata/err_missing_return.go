package main

import "fmt"

func phase(ready bool) string {
	if ready {
		return "Ready"
	} else if !ready {
		return "Pending"
	}
}

func main() {
	fmt.Println(phase(true))
}

// Error:
// # command-line-arguments
// ./err_missing_return.go:11:1: missing return
