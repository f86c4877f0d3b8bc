package main

import "fmt"

type Key struct{ Name string }

func main() {
	k := Key{Name: "x"}
	if k == Key{Name: "x"} {
		fmt.Println("same")
	}
}

// Error:
// # command-line-arguments
// ./syntax_composite_in_if.go:9:25: syntax error: unexpected { at end of statement
// ./syntax_composite_in_if.go:12:1: syntax error: non-declaration statement outside function body
