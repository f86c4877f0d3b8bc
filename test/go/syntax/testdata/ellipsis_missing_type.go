package main

func f(a ...) {}

func main() {}

// Error:
// 3:13: syntax error: ... is missing type
