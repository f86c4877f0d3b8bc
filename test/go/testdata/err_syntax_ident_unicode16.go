package main

// U+A7CB is a letter since Unicode 16.0; go1.23's scanner uses Unicode 15.0, where it is unassigned.

import "fmt"

func main() {
	aꟋ := 1
	fmt.Println(aꟋ)
}

// Error:
// # command-line-arguments
// ./err_syntax_ident_unicode16.go:8:3: invalid character U+A7CB in identifier
// ./err_syntax_ident_unicode16.go:9:15: invalid character U+A7CB in identifier
