package main

func main() {
	goto 5
}

// Error:
// 4:7: syntax error: unexpected literal 5, expected name
