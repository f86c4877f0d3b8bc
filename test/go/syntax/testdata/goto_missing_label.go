package main

func main() {
	goto
}

// Error:
// 5:1: syntax error: unexpected }, expected name
