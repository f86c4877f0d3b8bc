package main

type T struct{}

func (T) M() {}
func (T) M() {}

func main() {}

// Error:
// ./duplicate_method.go:6:10: method T.M already declared at ./duplicate_method.go:5:10
