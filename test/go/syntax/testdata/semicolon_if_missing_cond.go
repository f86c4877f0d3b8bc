package main

func main() {
	if x := 1; {
	}
}

// Error:
// 4:11: syntax error: missing condition in if statement
