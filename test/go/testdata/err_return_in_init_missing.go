package main

import "fmt"

func count(xs []int) (n int) {
	for range xs {
		n++
	}
}

func main() {
	fmt.Println(count(nil))
}

// Error:
// # command-line-arguments
// ./err_return_in_init_missing.go:9:1: missing return
