package main

func f[T]() {}

func main() {}

// Error:
// 3:9: syntax error: missing type constraint
