package main

import "fmt"

func main() {
	fmt.Println(
		"a",
		"b"
	)
}

// Error:
// 8:6: syntax error: unexpected newline in argument list; possibly missing comma or )
