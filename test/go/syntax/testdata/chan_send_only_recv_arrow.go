package main

var c <-chan<- int

func main() {}

// Error:
// 3:16: syntax error: unexpected name int, expected keyword chan
