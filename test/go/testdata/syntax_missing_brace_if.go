package main

import "fmt"

func check(err error) bool {
	if err != nil
		return true
	}
	return false
}

func main() {
	fmt.Println(check(nil))
}

// Error:
// # command-line-arguments
// ./syntax_missing_brace_if.go:7:3: syntax error: unexpected keyword return, expected expression
