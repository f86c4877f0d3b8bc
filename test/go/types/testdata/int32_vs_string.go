package main

func main() {
	var r int32
	_ = r == "3"
}

// Error:
// ./int32_vs_string.go:5:11: invalid operation: r == "3" (mismatched types int32 and untyped string)
