package main

import "fmt"

func main() {
	var x int = 1
	var y float64 = 2
	const c = min(1, 2.5, 'a')
	fmt.Println(c, max(1, 2.5), min(x, 2), max(2.5, y))
	fmt.Println(min(1, "a"))
	fmt.Println(max("a", 1, []int{}))
	fmt.Println(max(x, y))
	fmt.Println(min(1, 2.5, x))
	fmt.Println(min(x, []int{}, "a"))
	fmt.Println(max(true, false))
	fmt.Println(min("a", "b", 'c'))
}

// Error:
// # command-line-arguments
// ./err_min_max_mismatched.go:10:21: invalid argument: mismatched types untyped int (previous argument) and untyped string (type of "a")
// ./err_min_max_mismatched.go:11:23: invalid argument: mismatched types untyped string (previous argument) and untyped int (type of 1)
// ./err_min_max_mismatched.go:12:21: invalid argument: mismatched types int (previous argument) and float64 (type of y)
// ./err_min_max_mismatched.go:13:21: 2.5 (untyped float constant) truncated to int
// ./err_min_max_mismatched.go:14:21: invalid argument: []int{} (value of type []int) cannot be ordered
// ./err_min_max_mismatched.go:15:18: invalid argument: true (untyped bool constant) cannot be ordered
// ./err_min_max_mismatched.go:16:28: invalid argument: mismatched types untyped string (previous argument) and untyped rune (type of 'c')
