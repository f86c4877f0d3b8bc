package main

func main() {
	var x int = nil
	_ = x
}

// Error:
// ./nil_to_int.go:4:14: cannot use nil as int value in variable declaration
