package main

func main() {
	x := 1
	if x > 0 {
	} else return
}

// Error:
// 6:9: syntax error: else must be followed by if or statement block
