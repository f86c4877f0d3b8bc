package main

func main() {
	for i := range {
	}
}

// Error:
// 4:17: syntax error: unexpected {, expected expression
// 5:2: syntax error: unexpected }, expected { after for clause
