package main

func main() {
	_ = "a" + 1
}

// Error:
// ./untyped_string_plus_int.go:4:6: invalid operation: "a" + 1 (mismatched types untyped string and untyped int)
