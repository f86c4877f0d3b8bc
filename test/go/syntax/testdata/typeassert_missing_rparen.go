package main

func main() {
	var x any
	_ = x.(int
}

// Error:
// 5:12: syntax error: unexpected newline, expected )
