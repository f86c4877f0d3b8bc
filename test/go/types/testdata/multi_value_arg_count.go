package main

import "strconv"

func g(n int) {}

func main() {
	g(strconv.Atoi("1"))
}

// Error:
// ./multi_value_arg_count.go:8:4: too many arguments in call to g
// 	have (int, error)
// 	want (int)
