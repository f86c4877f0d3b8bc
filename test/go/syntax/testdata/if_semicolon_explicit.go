package main

func main() {
	x := 1
	if x == 1; {
	}
}

// Error:
// 5:11: syntax error: missing condition in if statement
