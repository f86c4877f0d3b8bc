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

func main() {
	var f func(int) int = Id
	g := Id[string]
	var h func([]int, func(int) string) []string
	h = Map
	x := 0b101
	y := 1_000
	z := 0o17
	w := 0x1p-2
	fmt.Println(f(1), g("a"), h, x, y, z, w)
}
