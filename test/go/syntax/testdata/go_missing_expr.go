package main

func main() {
	go

}

// Error:
// 6:1: syntax error: unexpected }, expected expression
