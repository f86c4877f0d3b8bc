package main

const c = "abc"[1]

func main() {}

// Error:
// # command-line-arguments
// ./err_const_string_index_not_constant.go:3:11: "abc"[1] (value of type byte) is not constant
