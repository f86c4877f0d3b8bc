package main

/* never closed
func main() {}

// Error:
// 3:1: comment not terminated
