package main

var c chan

func main() {}

// Error:
// 5:6: syntax error: unexpected name main, expected (
