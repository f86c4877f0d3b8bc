package main

func (i int) M() {}

func main() {}

// Error:
// ./method_on_nonlocal.go:3:7: cannot define new methods on non-local type int
