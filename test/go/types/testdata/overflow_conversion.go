package main

func main() {
	_ = int8(300)
}

// Error:
// ./overflow_conversion.go:4:11: constant 300 overflows int8
