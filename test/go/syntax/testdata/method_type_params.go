package main

type T[P any] struct{}

func (t T[P]) M[Q any]() {}

func main() {}

// Error:
// 5:16: syntax error: method must have no type parameters
