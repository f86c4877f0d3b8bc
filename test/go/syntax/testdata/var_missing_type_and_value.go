package main

var x

func main() {}

// Error:
// 3:6: syntax error: unexpected newline, expected type
