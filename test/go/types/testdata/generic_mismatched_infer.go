package main

func Max[T int | float64](a, b T) T {
	if a > b {
		return a
	}
	return b
}

func main() {
	var i int = 1
	var f float64 = 2
	_ = Max(i, f)
}

// Error:
// ./generic_mismatched_infer.go:13:13: in call to Max, type float64 of f does not match inferred type int for T
