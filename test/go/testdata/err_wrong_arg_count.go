package main

import "fmt"

func add(a, b int) int { return a + b }

func pair() (int, error) { return 1, nil }

func main() {
	fmt.Println(add(1))
	fmt.Println(add(1, 2, 3))
	x := pair()
	a, b, c := pair()
	fmt.Println(x, a, b, c)
}

// Error:
// # command-line-arguments
// ./err_wrong_arg_count.go:10:18: not enough arguments in call to add
// 	have (number)
// 	want (int, int)
// ./err_wrong_arg_count.go:11:24: too many arguments in call to add
// 	have (number, number, number)
// 	want (int, int)
// ./err_wrong_arg_count.go:12:7: assignment mismatch: 1 variable but pair returns 2 values
// ./err_wrong_arg_count.go:13:13: assignment mismatch: 3 variables but pair returns 2 values
