package main

type T

func main() {}

// Error:
// 3:7: syntax error: unexpected newline in type declaration
