package main

func main() {
	var x any
	_ = x.()
}

// Error:
// 5:9: syntax error: unexpected ), expected type
