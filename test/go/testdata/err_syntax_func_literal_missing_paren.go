package main

import "fmt"

func main() {
	f := func(a int, b int {
		return a + b
	}
	fmt.Println(f(1, 2))
}

// Error:
// # command-line-arguments
// ./err_syntax_func_literal_missing_paren.go:6:25: syntax error: unexpected { in parameter list; possibly missing comma or )
// ./err_syntax_func_literal_missing_paren.go:7:3: syntax error: unexpected keyword return at end of statement
// ./err_syntax_func_literal_missing_paren.go:9:2: syntax error: non-declaration statement outside function body
