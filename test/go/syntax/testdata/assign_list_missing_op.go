package main

func main() {
	a, b
}

// Error:
// 4:6: syntax error: unexpected newline, expected := or = or comma
