package main

const x := 1

func main() {}

// Error:
// 3:9: syntax error: unexpected :=, expected =
