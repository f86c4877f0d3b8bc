package main

var a [3int

func main() {}

// Error:
// 3:10: syntax error: unexpected name nt, expected ]
