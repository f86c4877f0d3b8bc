package main

func main() {
	if {
	}
}

// Error:
// 4:5: syntax error: missing condition in if statement
