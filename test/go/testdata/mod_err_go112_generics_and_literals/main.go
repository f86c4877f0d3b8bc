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

// Error:
// # example.com/m
// ./main.go:5:10: type parameter requires go1.18 or later (-lang was set to go1.12; check go.mod)
// ./main.go:5:15: predeclared any requires go1.18 or later (-lang was set to go1.12; check go.mod)
// ./main.go:13:9: type parameter requires go1.18 or later (-lang was set to go1.12; check go.mod)
// ./main.go:13:11: predeclared any requires go1.18 or later (-lang was set to go1.12; check go.mod)
// ./main.go:16:24: function instantiation requires go1.18 or later (-lang was set to go1.12; check go.mod)
// ./main.go:17:9: function instantiation requires go1.18 or later (-lang was set to go1.12; check go.mod)
// ./main.go:19:6: function instantiation requires go1.18 or later (-lang was set to go1.12; check go.mod)
// ./main.go:20:7: binary literal requires go1.13 or later (-lang was set to go1.12; check go.mod)
// ./main.go:21:7: underscore in numeric literal requires go1.13 or later (-lang was set to go1.12; check go.mod)
// ./main.go:22:7: 0o/0O-style octal literal requires go1.13 or later (-lang was set to go1.12; check go.mod)
// ./main.go:22:7: too many errors
