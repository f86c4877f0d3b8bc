package main

func main() {
	x := 1
	if x > 0 && {
	}
}

// Error:
// 5:14: syntax error: unexpected {, expected expression
// 6:2: syntax error: unexpected }, expected {
// 7:1: syntax error: unexpected }, expected expression
