package main

func main() {
5:
	println()
}

// Error:
// 4:2: syntax error: unexpected : at end of statement
