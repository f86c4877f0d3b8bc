package main

const ( A = iota B )

func main() {}

// Error:
// 3:18: syntax error: unexpected name B in grouped declaration; possibly missing semicolon or newline or )
