package main

func main() {
	a := []int{}
	b := []int{}
	_ = a == b
}

// Error:
// ./slice_compare.go:6:6: invalid operation: a == b (slice can only be compared to nil)
