package main

import "fmt"

func Map[T, U any](xs []T, f func(T) U) []U {
	var out []U
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func main() {
	fmt.Println(Map[int](1, nil), Map[int, string, bool](nil, nil))
}

// Error:
// # command-line-arguments
// ./types_err_generic_wrong_type_args.go:14:22: in call to Map[int], cannot infer U (/home/gopher/app/types_err_generic_wrong_type_args.go:5:13)
// ./types_err_generic_wrong_type_args.go:14:49: got 3 type arguments but want 2
