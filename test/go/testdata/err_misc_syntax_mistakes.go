package main

import "fmt"

func main() {
	x := []int{1, 2, 3
	}
	for i := 0; i < 3; i++
	{
		fmt.Println(i)
	}
}

// Error:
// # command-line-arguments
// ./err_misc_syntax_mistakes.go:6:20: syntax error: unexpected newline in composite literal; possibly missing comma or }
// ./err_misc_syntax_mistakes.go:8:24: syntax error: unexpected newline, expected { after for clause
