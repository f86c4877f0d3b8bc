package main

import "fmt"

func main() {
	for i := 0; i < 3; i++ {
		fmt.Println(i)
	}
	return 1
}

// Error:
// # command-line-arguments
// ./types_err_too_many_return.go:9:9: too many return values
// 	have (number)
// 	want ()
