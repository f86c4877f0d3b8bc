package main

import "fmt"

func main() {
	fmt.Println(
		"a",
		"b"
	)
}

// Error:
// # command-line-arguments
// ./syntax_missing_comma_args.go:8:6: syntax error: unexpected newline in argument list; possibly missing comma or )
