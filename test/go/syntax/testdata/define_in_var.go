package main

var x := 1

func main() {}

// Error:
// 3:7: syntax error: unexpected :=, expected =
