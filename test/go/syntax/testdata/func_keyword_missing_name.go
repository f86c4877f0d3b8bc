package main

func (t T) () {}

type T int

func main() {}

// Error:
// 3:12: syntax error: unexpected (, expected name
