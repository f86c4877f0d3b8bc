package main

import "fmt"

func Map[T, U any](s []T, f func(T) U) []U {
	var r []U
	for _, v := range s {
		r = append(r, f(v))
	}
	return r
}

func Id[T any](x T) T { return x }

func Pair[K comparable, V any](k K, v V) map[K]V { return map[K]V{k: v} }

func main() {
	a := Id[int](3)
	b := Map[int](nil, func(i int) string { return "" })
	c := Pair[string, int]("a", 1)
	d := Pair[string]("a", 1)
	var h func([]int, func(int) string) []string = Map[int]
	var k func(string, bool) map[string]bool = Pair[string]
	g := Pair[int, int]
	fmt.Println(a, b, c, d, h, k, g)
}

// Error:
// # example.com/m
// ./main.go:22:52: partially instantiated function in assignment requires go1.21 or later (-lang was set to go1.20; check go.mod)
// ./main.go:23:49: partially instantiated function in assignment requires go1.21 or later (-lang was set to go1.20; check go.mod)
