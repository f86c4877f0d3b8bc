package main

func f(a int, string) {}

func main() {}

// Error:
// 3:15: syntax error: mixed named and unnamed parameters
