package main

import "fmt"

func main() {
	fmt.Println("unterminated)
}

// Error:
// # command-line-arguments
// ./syntax_unterminated_string.go:6:28: newline in string
// ./syntax_unterminated_string.go:6:28: syntax error: unexpected newline in argument list; possibly missing comma or )
