package main

func main() {
	select {
	default
	}
}

// Error:
// 6:2: syntax error: unexpected }, expected :
