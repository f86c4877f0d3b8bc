package main

import "fmt"

func main() {
	x := 3
	y := x > 2 ? "big" : "small"
	fmt.Println(y)
}

// Error:
// # command-line-arguments
// ./syntax_err_ternary.go:7:13: invalid character U+003F '?'
// ./syntax_err_ternary.go:7:15: syntax error: unexpected literal "big" at end of statement
