package main

type I interface { M(), N() }

func main() {}

// Error:
// 3:23: syntax error: unexpected comma in interface type; possibly missing semicolon or newline or }
