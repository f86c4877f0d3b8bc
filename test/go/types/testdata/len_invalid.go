package main

func main() {
	_ = len(5)
}

// Error:
// ./len_invalid.go:4:10: invalid argument: 5 (untyped int constant) for built-in len
