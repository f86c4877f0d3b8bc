package main

func main() {
	f := 1.5
	_ = f << 2
}

// Error:
// ./shift_of_float.go:5:6: invalid operation: shifted operand f (variable of type float64) must be integer
