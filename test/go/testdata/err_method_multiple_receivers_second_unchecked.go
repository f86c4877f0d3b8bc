package main

type store int

// The parser keeps the first receiver only: the second one's undefined type is never checked.
func (s store, c cache) get() {}

func main() {}

// Error:
// # command-line-arguments
// ./err_method_multiple_receivers_second_unchecked.go:6:25: method has multiple receivers
