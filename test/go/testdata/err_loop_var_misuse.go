package main

import "fmt"

func main() {
	for i := 0; i < 3; i++ {
		defer fmt.Println(i)
	}
	var m map[string]int
	for k, v, x := range m {
		fmt.Println(k, v, x)
	}
}

// Error:
// # command-line-arguments
// ./err_loop_var_misuse.go:10:12: range clause permits at most two iteration variables
// ./err_loop_var_misuse.go:11:21: undefined: x
