package main

func main() {
	x := 1.2.3
	_ = x
}

// Error:
// 4:10: syntax error: unexpected literal .3 at end of statement
