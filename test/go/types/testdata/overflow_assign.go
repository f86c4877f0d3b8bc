package main

func main() {
	var x int8
	x = 300
	_ = x
}

// Error:
// ./overflow_assign.go:5:6: cannot use 300 (untyped int constant) as int8 value in assignment (overflows)
