package main

func main() {
	defer

}

// Error:
// 6:1: syntax error: unexpected }, expected expression
