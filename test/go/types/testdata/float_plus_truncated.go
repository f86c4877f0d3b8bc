package main

func main() {
	x := 1
	_ = x + 1.5
}

// Error:
// ./float_plus_truncated.go:5:10: 1.5 (untyped float constant) truncated to int
