package main

func main() {
	x := 1 "a"
}

// Error:
// 4:9: syntax error: unexpected literal "a" at end of statement
