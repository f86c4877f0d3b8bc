package main

func f[]() {}

func main() {}

// Error:
// 3:8: syntax error: empty type parameter list
