package main

import (
	"os"
	"strconv"
)

func pair() (int, error) { return 1, nil }

func main() {
	n := strconv.Atoi("1")
	a, b, c := pair()
	x := pair() + 1
	var f *os.File = os.Open("x")
	strconv.Itoa(pair())
	_ = n
	_, _, _, _, _ = a, b, c, x, f
}

// Error:
// # command-line-arguments
// ./err_assign_mismatch_multi_value.go:11:7: assignment mismatch: 1 variable but strconv.Atoi returns 2 values
// ./err_assign_mismatch_multi_value.go:12:13: assignment mismatch: 3 variables but pair returns 2 values
// ./err_assign_mismatch_multi_value.go:13:7: multiple-value pair() (value of type (int, error)) in single-value context
// ./err_assign_mismatch_multi_value.go:14:19: multiple-value os.Open("x") (value of type (*os.File, error)) in single-value context
// ./err_assign_mismatch_multi_value.go:15:15: too many arguments in call to strconv.Itoa
// 	have (int, error)
// 	want (int)
