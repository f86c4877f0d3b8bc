package main

import (
	"embed"
	"fmt"
)

//go:embed embed_err_initializer.go
var src = "x"

//go:embed embed_err_initializer.go
var a, b string

//go:embed embed_err_initializer.go
var n int

//go:embed embed_err_initializer.go
func f() {}

var (
	//go:embed embed_err_initializer.go
	ok embed.FS
)

func main() { fmt.Println(src, a, b, n, ok) }

// Error:
// # command-line-arguments
// ./embed_err_initializer.go:8:3: go:embed cannot apply to var with initializer
// ./embed_err_initializer.go:11:3: go:embed cannot apply to multiple vars
// ./embed_err_initializer.go:17:3: misplaced go:embed directive
