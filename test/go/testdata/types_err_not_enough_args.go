package main

import "strings"

func main() {
	_ = strings.Replace("aaa", "a", "b")
}

// Error:
// # command-line-arguments
// ./types_err_not_enough_args.go:6:34: not enough arguments in call to strings.Replace
// 	have (string, string, string)
// 	want (string, string, string, int)
