package main

func f() {
	return 1
}

func main() { f() }

// Error:
// # command-line-arguments
// ./types_err_return_in_void.go:4:9: too many return values
// 	have (number)
// 	want ()
