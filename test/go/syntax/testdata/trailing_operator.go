package main

func main() {
	x := 1 +
}

// Error:
// 5:1: syntax error: unexpected }, expected expression
