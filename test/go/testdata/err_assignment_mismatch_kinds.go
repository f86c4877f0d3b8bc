package main

import (
	"fmt"
	"strconv"
)

func two() (int, string) { return 1, "a" }

func main() {
	n := strconv.Atoi("3")
	a, b, c := two()
	var d int = two()
	e, f := 1
	m := map[string]int{}
	v, ok, extra := m["x"]
	fmt.Println(n, a, b, c, d, e, f, v, ok, extra)
}

// Error:
// # command-line-arguments
// ./err_assignment_mismatch_kinds.go:11:7: assignment mismatch: 1 variable but strconv.Atoi returns 2 values
// ./err_assignment_mismatch_kinds.go:12:13: assignment mismatch: 3 variables but two returns 2 values
// ./err_assignment_mismatch_kinds.go:13:14: multiple-value two() (value of type (int, string)) in single-value context
// ./err_assignment_mismatch_kinds.go:14:10: assignment mismatch: 2 variables but 1 value
// ./err_assignment_mismatch_kinds.go:16:18: assignment mismatch: 3 variables but 1 value
