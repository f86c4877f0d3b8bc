package main

func main() {
	int status
}

// Error:
// 4:6: syntax error: unexpected name status at end of statement
