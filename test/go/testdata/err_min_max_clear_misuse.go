package main

import "fmt"

func main() {
	a := []int{1, 2}
	fmt.Println(min(a))
	fmt.Println(max())
	fmt.Println(min(1, "a"))
	var i int = 1
	var f float64 = 2
	fmt.Println(max(i, f))
	clear(5)
	var arr [3]int
	clear(arr)
	fmt.Println(min(true, false))
}

// Error:
// # command-line-arguments
// ./err_min_max_clear_misuse.go:7:18: invalid argument: a (variable of type []int) cannot be ordered
// ./err_min_max_clear_misuse.go:8:14: invalid operation: not enough arguments for max() (expected 1, found 0)
// ./err_min_max_clear_misuse.go:9:21: invalid argument: mismatched types untyped int (previous argument) and untyped string (type of "a")
// ./err_min_max_clear_misuse.go:12:21: invalid argument: mismatched types int (previous argument) and float64 (type of f)
// ./err_min_max_clear_misuse.go:13:8: invalid argument: cannot clear 5 (untyped int constant): argument must be (or constrained by) map or slice
// ./err_min_max_clear_misuse.go:15:8: invalid argument: cannot clear arr (variable of type [3]int): argument must be (or constrained by) map or slice
// ./err_min_max_clear_misuse.go:16:18: invalid argument: true (untyped bool constant) cannot be ordered
