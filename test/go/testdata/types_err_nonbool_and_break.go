package main

import "fmt"

func main() {
	x := 3
	if x {
		fmt.Println("yes")
	}
	break
}

// Error:
// # command-line-arguments
// ./types_err_nonbool_and_break.go:7:5: non-boolean condition in if statement
// ./types_err_nonbool_and_break.go:10:2: break is not in a loop, switch, or select
