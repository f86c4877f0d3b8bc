package main

func main() {
	x := 1
	defer x
}

// Error:
// # command-line-arguments
// ./types_err_defer_non_call.go:5:8: expression in defer must be function call
