package main

import "fmt"

fmt.Println("outside")

func main() {
	x := [3]int{1, 2, 3
	}
	fmt.Println(x)
}

// Error:
// # command-line-arguments
// ./err_syntax_stray_tokens.go:5:1: syntax error: non-declaration statement outside function body
// ./err_syntax_stray_tokens.go:8:21: syntax error: unexpected newline in composite literal; possibly missing comma or }
