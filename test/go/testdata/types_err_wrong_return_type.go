package main

func name() string {
	return 42
}

func main() { _ = name() }

// Error:
// # command-line-arguments
// ./types_err_wrong_return_type.go:4:9: cannot use 42 (untyped int constant) as string value in return statement
