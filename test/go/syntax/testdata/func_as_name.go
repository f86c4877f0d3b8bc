package main

func main() {
	var func int
}

// Error:
// 4:6: syntax error: unexpected keyword func, expected name
