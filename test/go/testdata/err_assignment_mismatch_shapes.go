package main

import (
	"os"
	"strconv"
)

func pair() (int, error) { return 0, nil }

func triple() (int, string, error) { return 0, "", nil }

func main() {
	x, y := 1
	a, b = pair()
	n := strconv.Atoi("3")
	var p, q, r = pair()
	f, err := os.Open("x"), nil
	var m map[string]int
	v, ok, extra := m["k"]
	c, d := triple()
	_, _, _, _ = x, y, n, f
	_, _, _, _ = p, q, r, err
	_, _, _, _ = v, ok, extra, c
	_ = d
}

// Error:
// # command-line-arguments
// ./err_assignment_mismatch_shapes.go:13:10: assignment mismatch: 2 variables but 1 value
// ./err_assignment_mismatch_shapes.go:14:2: undefined: a
// ./err_assignment_mismatch_shapes.go:14:5: undefined: b
// ./err_assignment_mismatch_shapes.go:15:7: assignment mismatch: 1 variable but strconv.Atoi returns 2 values
// ./err_assignment_mismatch_shapes.go:16:16: assignment mismatch: 3 variables but pair returns 2 values
// ./err_assignment_mismatch_shapes.go:17:12: multiple-value os.Open("x") (value of type (*os.File, error)) in single-value context
// ./err_assignment_mismatch_shapes.go:17:26: use of untyped nil in assignment
// ./err_assignment_mismatch_shapes.go:19:18: assignment mismatch: 3 variables but 1 value
// ./err_assignment_mismatch_shapes.go:20:10: assignment mismatch: 2 variables but triple returns 3 values
