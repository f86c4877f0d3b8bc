package main

import "fmt"

func main() {
	x := 1
	var x = 2
	fmt.Println(x)
}

// Error:
// # command-line-arguments
// ./types_err_redeclared.go:7:6: x redeclared in this block
// 	./types_err_redeclared.go:6:2: other declaration of x
