package main

import "fmt"

func main() {
	fmt.
}

// Error:
// 7:1: syntax error: unexpected }, expected name or (
