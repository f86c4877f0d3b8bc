package main

var m map[string]

func main() {}

// Error:
// 3:18: syntax error: unexpected newline, expected type
