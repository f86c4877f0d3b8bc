package main

func main() {
	_ = 1.0 / 0
}

// Error:
// ./float_division_by_zero.go:4:12: invalid operation: division by zero
