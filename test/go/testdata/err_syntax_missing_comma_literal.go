package main

import "fmt"

func main() {
	cfg := map[string]int{
		"replicas": 3,
		"port":     8080
	}
	fmt.Println(cfg)
}

// Error:
// # command-line-arguments
// ./err_syntax_missing_comma_literal.go:8:19: syntax error: unexpected newline in composite literal; possibly missing comma or }
