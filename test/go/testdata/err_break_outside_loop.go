package main

import "fmt"

func main() {
	fmt.Println("x")
	break
}

// Error:
// # command-line-arguments
// ./err_break_outside_loop.go:7:2: break is not in a loop, switch, or select
