package main

func main() {
	var n int
	n = "x"
	_ = n
}

// Error:
// ./assign_string_to_int.go:5:6: cannot use "x" (untyped string constant) as int value in assignment
