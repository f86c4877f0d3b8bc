package main

//go:embed embed_err_not_imported.go
var src string

func main() { println(len(src)) }

// Error:
// # command-line-arguments
// ./embed_err_not_imported.go:3:3: go:embed only allowed in Go files that import "embed"
