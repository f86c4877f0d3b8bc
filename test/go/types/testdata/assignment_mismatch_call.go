package main

func get() error { return nil }

func main() {
	a, b := get()
	_, _ = a, b
}

// Error:
// ./assignment_mismatch_call.go:6:10: assignment mismatch: 2 variables but get returns 1 value
