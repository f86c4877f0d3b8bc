package main

type A [3,]int

func main() {}

// Error:
// 3:10: syntax error: unexpected comma; expected ]
