package main

import "fmt"

var a, b int = 1

var c = nil

var d int, e string

var (
	f = 1
	f = 2
)

const g

const h int

func main() {
	var x, y = 1, 2, 3
	var z
	var w = 
	fmt.Println(a, b, c, d, f, g, h, x, y, z, w)
}

// Error:
// # command-line-arguments
// ./err_var_decl_shapes.go:9:10: syntax error: unexpected comma after top level declaration
// ./err_var_decl_shapes.go:22:7: syntax error: unexpected newline, expected type
