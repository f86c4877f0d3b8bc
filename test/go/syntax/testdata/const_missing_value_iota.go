package main

const (
	A = iota
	B =
)

func main() {}

// Error:
// 6:1: syntax error: unexpected ), expected expression
