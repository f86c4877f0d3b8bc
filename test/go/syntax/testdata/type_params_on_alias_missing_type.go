package main

type A[T any] =

func main() {}

// Error:
// 5:6: syntax error: unexpected name main, expected (
