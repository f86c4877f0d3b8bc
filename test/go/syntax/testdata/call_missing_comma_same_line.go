package main

import "fmt"

func main() {
	fmt.Println("a" "b")
}

// Error:
// 6:18: syntax error: unexpected literal "b" in argument list; possibly missing comma or )
