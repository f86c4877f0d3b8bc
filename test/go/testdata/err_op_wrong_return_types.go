package main

import (
	"fmt"
	"strconv"
)

func parse(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil {
		return err
	}
	return n
}

func label(n int) string {
	return n
}

func main() { fmt.Println(parse("1")); fmt.Println(label(1)) }

// Error:
// # command-line-arguments
// ./err_op_wrong_return_types.go:11:10: not enough return values
// 	have (error)
// 	want (int, error)
// ./err_op_wrong_return_types.go:13:9: not enough return values
// 	have (int)
// 	want (int, error)
// ./err_op_wrong_return_types.go:17:9: cannot use n (variable of type int) as string value in return statement
