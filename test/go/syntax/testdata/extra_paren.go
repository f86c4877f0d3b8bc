package main

import "fmt"

func main() {
	fmt.Println("a"))
}

// Error:
// 6:18: syntax error: unexpected ) at end of statement
