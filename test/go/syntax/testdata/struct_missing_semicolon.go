package main

type T struct {
	A int B int
}

func main() {}

// Error:
// 4:8: syntax error: unexpected name B in struct type; possibly missing semicolon or newline or }
