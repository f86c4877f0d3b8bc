package main

func main() {
	n := 2
	_ = []int{missing: 1, 2}
	_ = []int{3i: 3}
	_ = []string{"a": "x"}
	_ = []int{-1: 0}
	_ = []int{n: 1}
}

// Error:
// # command-line-arguments
// ./err_slice_literal_index_after_error.go:5:12: undefined: missing
// ./err_slice_literal_index_after_error.go:6:12: 3i (untyped complex constant (0 + 3i)) truncated to int
// ./err_slice_literal_index_after_error.go:7:15: cannot convert "a" (untyped string constant) to type int
// ./err_slice_literal_index_after_error.go:8:12: invalid argument: index -1 (constant of type int) must not be negative
// ./err_slice_literal_index_after_error.go:9:12: index n must be integer constant
