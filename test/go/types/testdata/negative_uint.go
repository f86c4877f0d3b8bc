package main

func main() {
	var u uint = -1
	_ = u
}

// Error:
// ./negative_uint.go:4:15: cannot use -1 (untyped int constant) as uint value in variable declaration (overflows)
