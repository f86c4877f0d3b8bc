package main

func main() {
	for i := 0; i < 3 {
	}
}

// Error:
// 4:20: syntax error: unexpected {, expected semicolon or newline
// 5:2: syntax error: unexpected }, expected expression
