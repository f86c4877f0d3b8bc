package main

func main() {
	var u uint = 10
	var shifted = 1.0 << u
	var ok int = 1.0 << u
	_, _ = shifted, ok
}

// Error:
// ./shift_untyped_float_lhs.go:5:16: invalid operation: shifted operand 1.0 (type float64) must be integer
