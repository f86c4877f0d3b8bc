package main

func main() {
	var r *int32
	_ = r == 3
}

// Error:
// ./pointer_vs_int.go:5:11: invalid operation: r == 3 (mismatched types *int32 and untyped int)
