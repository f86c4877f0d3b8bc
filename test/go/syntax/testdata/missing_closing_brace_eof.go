package main

func main() {
	x := 1
	_ = x

// Error:
// 6:1: syntax error: unexpected EOF, expected }
