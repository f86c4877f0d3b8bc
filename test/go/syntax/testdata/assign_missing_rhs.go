package main

func main() {
	var x int
	x =
}

// Error:
// 6:1: syntax error: unexpected }, expected expression
