package main

import _ "embed"

func main() {
	//go:embed embed_err_inside_func.go
	var src string
	println(len(src))
}

// Error:
// # command-line-arguments
// ./embed_err_inside_func.go:6:4: go:embed cannot apply to var inside func
