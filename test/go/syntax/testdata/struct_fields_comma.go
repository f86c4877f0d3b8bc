package main

type T struct { a int, b int }

func main() {}

// Error:
// 3:22: syntax error: unexpected comma in struct type; possibly missing semicolon or newline or }
