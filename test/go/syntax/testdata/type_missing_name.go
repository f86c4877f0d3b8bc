package main

type = int

func main() {}

// Error:
// 3:6: syntax error: unexpected =, expected name
