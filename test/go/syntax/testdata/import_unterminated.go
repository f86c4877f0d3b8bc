package main

import "fmt

func main() {}

// Error:
// 3:8: string literal not terminated
