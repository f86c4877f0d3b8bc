package main

func (s string) Len() int { return len(s) }

func main() {}

// Error:
// # command-line-arguments
// ./types_err_method_on_nonlocal.go:3:7: cannot define new methods on non-local type string
