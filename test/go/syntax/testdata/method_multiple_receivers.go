package main

type T int

func (a, b T) M() {}

func main() {}

// Error:
// 5:15: method has multiple receivers
