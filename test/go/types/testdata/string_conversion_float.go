package main

func main() {
	_ = string(1.5)
}

// Error:
// ./string_conversion_float.go:4:13: cannot convert 1.5 (untyped float constant) to type string
