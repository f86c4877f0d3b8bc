package main

func main() {
	s := "a"
	s++
}

// Error:
// ./incdec_non_numeric.go:5:2: invalid operation: s++ (non-numeric type string)
