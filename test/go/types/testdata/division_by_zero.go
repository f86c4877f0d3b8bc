package main

func main() {
	x := 10
	_ = x / 0
}

// Error:
// ./division_by_zero.go:5:10: invalid operation: division by zero
