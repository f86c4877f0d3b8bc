package main

func main() {
	type := "x"
}

// Error:
// 4:7: syntax error: unexpected :=, expected name
