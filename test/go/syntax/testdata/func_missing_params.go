package main

func f {
}

func main() {}

// Error:
// 3:8: syntax error: unexpected {, expected (
// 4:1: syntax error: unexpected }, expected )
