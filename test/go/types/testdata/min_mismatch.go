package main

func main() {
	var a int = 1
	var b float64 = 2
	_ = min(a, b)
}

// Error:
// ./min_mismatch.go:6:13: invalid argument: mismatched types int (previous argument) and float64 (type of b)
