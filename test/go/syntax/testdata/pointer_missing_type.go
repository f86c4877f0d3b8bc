package main

var p *

func main() {}

// Error:
// 5:6: syntax error: unexpected name main, expected (
