package main

func main() {
	var y int8 = 100 + 200
	_ = y
}

// Error:
// ./untyped_const_sum_overflow.go:4:15: cannot use 100 + 200 (untyped int constant 300) as int8 value in variable declaration (overflows)
