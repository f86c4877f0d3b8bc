package main

func main() {
	var x int =
	_ = x
}

// Error:
// 5:4: syntax error: unexpected = at end of statement
