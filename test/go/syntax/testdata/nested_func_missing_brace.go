package main

func main() {
	f := func() {
		println()
	_ = f
}

// Error:
// 8:1: syntax error: unexpected EOF, expected }
