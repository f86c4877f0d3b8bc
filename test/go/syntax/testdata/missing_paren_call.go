package main

import "fmt"

func main() {
	fmt.Println("a"
}

// Error:
// 6:17: syntax error: unexpected newline in argument list; possibly missing comma or )
