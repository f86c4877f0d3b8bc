package main

var a = b
var b = a

func main() {}

// Error:
// # command-line-arguments
// ./types_err_init_cycle.go:3:5: initialization cycle for a
// 	./types_err_init_cycle.go:3:5: a refers to
// 	./types_err_init_cycle.go:4:5: b refers to
// 	./types_err_init_cycle.go:3:5: a
