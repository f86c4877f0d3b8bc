package main

import "fmt"

func Keys[M ~map[K]V, K comparable, V any](m M) []K {
	var out []K
	for k := range m {
		out = append(out, k)
	}
	return out
}

func Zero[T any, U any](t T) U {
	var u U
	return u
}

func Conv[S ~[]E, E any, F any](s S, f func(E) F) []F { return nil }

type Names []string

func main() {
	k := Keys[map[string]int]
	z := Zero[int]
	fmt.Println(k, z)
	Keys[map[string]int, int](nil)
	Conv([]int{}, nil)
	c := Conv[[]int, string]
	fmt.Println(c)
	fmt.Println(Conv(Names{"a"}, func(s string) int { return len(s) }))
	cn := Conv[Names, int]
	fmt.Println(cn)
	var f func(int) string = Zero
	fmt.Println(f)
}

// Error:
// # command-line-arguments
// ./err_generic_core_type_inference.go:24:11: cannot infer U (/home/gopher/app/err_generic_core_type_inference.go:13:18)
// ./err_generic_core_type_inference.go:26:27: in call to Keys[map[string]int, int], M (type map[string]int) does not satisfy ~map[K]V
// ./err_generic_core_type_inference.go:27:6: in call to Conv, cannot infer F (/home/gopher/app/err_generic_core_type_inference.go:18:26)
// ./err_generic_core_type_inference.go:28:11: S (type []int) does not satisfy ~[]E
// ./err_generic_core_type_inference.go:31:12: S (type Names) does not satisfy ~[]E
