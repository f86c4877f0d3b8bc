package main

import "strconv"

func main() {
	n := 65
	s := strconv.Itoa(n) + n
	_ = s
}

// Error:
// ./string_from_int_var.go:7:7: invalid operation: strconv.Itoa(n) + n (mismatched types string and int)
