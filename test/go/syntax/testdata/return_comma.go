package main

func f() (int, int) {
	return 1,
}

func main() {}

// Error:
// 5:1: syntax error: unexpected }, expected expression
