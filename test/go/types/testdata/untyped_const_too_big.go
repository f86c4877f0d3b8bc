package main

func main() {
	var x = 1 << 70
	_ = x
}

// Error:
// ./untyped_const_too_big.go:4:10: cannot use 1 << 70 (untyped int constant 1180591620717411303424) as int value in variable declaration (overflows)
