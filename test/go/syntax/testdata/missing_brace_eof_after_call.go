package main

import "fmt"

func main() {
	fmt.Println("hi")

// Error:
// 7:1: syntax error: unexpected EOF, expected }
