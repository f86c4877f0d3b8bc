package main

func main() {
	ch := make(chan int)
	ch <-

}

// Error:
// 7:1: syntax error: unexpected }, expected expression
