package main

func main() {
	x := <-

}

// Error:
// 6:1: syntax error: unexpected }, expected expression
