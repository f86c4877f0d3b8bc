package main

import "fmt"

func main() {
	m := map[string]int{
		"a": 1,
		"b": 2
	}
	fmt.Println(m)
}

// Error:
// # command-line-arguments
// ./err_syntax_missing_brace_comma.go:8:9: syntax error: unexpected newline in composite literal; possibly missing comma or }
