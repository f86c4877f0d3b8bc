package main

import (
	"errors"
	"fmt"
	"strings"
)

func compute() (int, error) { return 1, nil }

func main() {
	x := 3
	x == 4
	strings.ToUpper("a")
	compute()
	len("abc")
	errors.New("e")
	x + 1
	-x
	func() {}
	append([]int{}, 1)
	fmt.Sprintf("%d", x)
	new(int)
	make([]int, 1)
	cap([]int{})
}

// Error:
// # command-line-arguments
// ./err_unused_results_and_values.go:13:2: x == 4 (untyped bool value) is not used
// ./err_unused_results_and_values.go:16:2: len("abc") (constant 3 of type int) is not used
// ./err_unused_results_and_values.go:18:2: x + 1 (value of type int) is not used
// ./err_unused_results_and_values.go:19:2: -x (value of type int) is not used
// ./err_unused_results_and_values.go:20:2: func() {} (value of type func()) is not used
// ./err_unused_results_and_values.go:21:2: append([]int{}, 1) (value of type []int) is not used
// ./err_unused_results_and_values.go:23:2: new(int) (value of type *int) is not used
// ./err_unused_results_and_values.go:24:2: make([]int, 1) (value of type []int) is not used
// ./err_unused_results_and_values.go:25:2: cap([]int{}) (value of type int) is not used
