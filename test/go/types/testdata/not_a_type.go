package main

func main() {
	x := 1
	var y x
	_ = y
}

// Error:
// ./not_a_type.go:5:8: x is not a type
