package main

func main() {
	x := )
}

// Error:
// 4:7: syntax error: unexpected ), expected expression
