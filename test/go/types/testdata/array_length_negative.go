package main

func main() {
	var a [-1]int
	_ = a
}

// Error:
// ./array_length_negative.go:4:9: invalid array length -1 (untyped int constant)
