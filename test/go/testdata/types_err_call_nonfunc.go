package main

func main() {
	x := 5
	x()
}

// Error:
// # command-line-arguments
// ./types_err_call_nonfunc.go:5:2: invalid operation: cannot call non-function x (variable of type int)
