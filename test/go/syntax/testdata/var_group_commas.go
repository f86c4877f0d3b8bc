package main

var ( x = 1, y = 2 )

func main() {}

// Error:
// 3:16: syntax error: unexpected = in grouped declaration; possibly missing semicolon or newline or )
