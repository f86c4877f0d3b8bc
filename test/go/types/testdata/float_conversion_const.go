package main

func main() {
	_ = int(1.5)
}

// Error:
// ./float_conversion_const.go:4:10: cannot convert 1.5 (untyped float constant) to type int
