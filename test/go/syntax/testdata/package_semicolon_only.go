package main;
func main() {}
func main2() {

// Error:
// 4:1: syntax error: unexpected EOF, expected }
