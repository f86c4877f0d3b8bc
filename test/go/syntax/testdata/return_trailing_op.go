package main

func main() {
	return 1 +

}

// Error:
// 6:1: syntax error: unexpected }, expected expression
