package main

func f() int { return 1 }

const c = f()

func main() {}

// Error:
// ./const_not_constant.go:5:11: f() (value of type int) is not constant
