package main

func main() {
	for i := 0; i < 10; i++; {
	}
}

// Error:
// 4:25: syntax error: unexpected semicolon, expected { after for clause
