package main

x := 1

func main() {}

// Error:
// 3:1: syntax error: non-declaration statement outside function body
