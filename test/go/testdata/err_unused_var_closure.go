package main

import "fmt"

func main() {
	f := func() {
		y := 2
	}
	x := 1
	fmt.Println(x)
	f()
}

// Error:
// # command-line-arguments
// ./err_unused_var_closure.go:7:3: declared and not used: y
