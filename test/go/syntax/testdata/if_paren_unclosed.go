package main

func main() {
	x := 1
	if (x > 1 {
	}
}

// Error:
// 5:12: syntax error: unexpected {, expected )
// 6:2: syntax error: unexpected }, expected {
// 7:1: syntax error: unexpected }, expected expression
