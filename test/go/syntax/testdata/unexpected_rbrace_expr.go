package main

func main() {
	x := 
}

// Error:
// 5:1: syntax error: unexpected }, expected expression
