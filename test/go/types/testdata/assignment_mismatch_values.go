package main

func main() {
	a, b := 1, 2, 3
	_, _ = a, b
}

// Error:
// ./assignment_mismatch_values.go:4:10: assignment mismatch: 2 variables but 3 values
