package main

var m map[string int

func main() {}

// Error:
// 3:18: syntax error: unexpected name int, expected ]
