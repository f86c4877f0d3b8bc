package main

const c int8 = 100
const d = c * 2

func main() {}

// Error:
// ./typed_const_overflow.go:4:11: c * 2 (constant 200 of type int8) overflows int8
