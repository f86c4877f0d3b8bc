// A go.mod without a go line is go 1.16 for the go command: generics are refused with the
// compiler's -lang hint.
package main

import "fmt"

type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func Keys[K comparable, V any](m map[K]V) []K {
	var out []K
	for k := range m {
		out = append(out, k)
	}
	return out
}

func main() {
	var s Stack[int]
	s.Push(1)
	var v any = 3
	fmt.Println(Map([]int{1, 2}, func(i int) string { return fmt.Sprint(i) }), v)
	fmt.Println(Keys[string, int](map[string]int{"a": 1}))
}

// Error:
// # example.com/app
// ./main.go:7:12: type parameter requires go1.18 or later (-lang was set to go1.16; check go.mod)
// ./main.go:7:14: predeclared any requires go1.18 or later (-lang was set to go1.16; check go.mod)
// ./main.go:9:10: type instantiation requires go1.18 or later (-lang was set to go1.16; check go.mod)
// ./main.go:11:10: type parameter requires go1.18 or later (-lang was set to go1.16; check go.mod)
// ./main.go:11:15: predeclared any requires go1.18 or later (-lang was set to go1.16; check go.mod)
// ./main.go:19:11: type parameter requires go1.18 or later (-lang was set to go1.16; check go.mod)
// ./main.go:19:13: predeclared comparable requires go1.18 or later (-lang was set to go1.16; check go.mod)
// ./main.go:19:27: predeclared any requires go1.18 or later (-lang was set to go1.16; check go.mod)
// ./main.go:19:38: invalid map key type K (missing comparable constraint)
// ./main.go:28:8: type instantiation requires go1.18 or later (-lang was set to go1.16; check go.mod)
// ./main.go:28:8: too many errors
