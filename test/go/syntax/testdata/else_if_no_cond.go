package main

func main() {
	x := 1
	if x > 0 {
	} else if {
	}
}

// Error:
// 6:12: syntax error: missing condition in if statement
