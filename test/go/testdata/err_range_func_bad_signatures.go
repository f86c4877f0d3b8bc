package main

func seq(yield func(int)) {}

func seq2(yield func(int, string) bool) {}

func main() {
	for v := range seq {
		_ = v
	}
	for a, b, c := range seq2 {
	}
	for x := range 3.5 {
		_ = x
	}
}

// Error:
// # command-line-arguments
// ./err_range_func_bad_signatures.go:8:17: cannot range over seq (value of type func(yield func(int))): func must be func(yield func(...) bool): yield func does not return bool
// ./err_range_func_bad_signatures.go:11:6: declared and not used: a
// ./err_range_func_bad_signatures.go:11:9: declared and not used: b
// ./err_range_func_bad_signatures.go:11:12: range clause permits at most two iteration variables
// ./err_range_func_bad_signatures.go:13:17: cannot range over 3.5 (untyped float constant)
