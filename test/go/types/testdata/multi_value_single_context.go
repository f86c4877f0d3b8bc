package main

func f() (int, error) { return 0, nil }

func main() {
	x := f() + 1
	_ = x
}

// Error:
// ./multi_value_single_context.go:6:7: multiple-value f() (value of type (int, error)) in single-value context
