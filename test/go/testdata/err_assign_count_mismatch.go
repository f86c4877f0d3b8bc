package main

import (
	"fmt"
	"strconv"
)

func pair() (int, string) { return 1, "a" }

func main() {
	n := strconv.Atoi("3")
	a, b, c := pair()
	var x, y int = pair()
	fmt.Println(n, a, b, c, x, y)
	fmt.Println(strconv.Itoa(pair()))
	var z int
	z, w := 1
	fmt.Println(z, w)
	const k = len([]int{1})
	fmt.Println(k)
}

// Error:
// # command-line-arguments
// ./err_assign_count_mismatch.go:11:7: assignment mismatch: 1 variable but strconv.Atoi returns 2 values
// ./err_assign_count_mismatch.go:12:13: assignment mismatch: 3 variables but pair returns 2 values
// ./err_assign_count_mismatch.go:13:17: cannot use pair() (value of type string) as int value in assignment
// ./err_assign_count_mismatch.go:15:27: too many arguments in call to strconv.Itoa
// 	have (int, string)
// 	want (int)
// ./err_assign_count_mismatch.go:17:10: assignment mismatch: 2 variables but 1 value
// ./err_assign_count_mismatch.go:19:12: len([]int{…}) (value of type int) is not constant
