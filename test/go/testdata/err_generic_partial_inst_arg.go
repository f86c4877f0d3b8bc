package main

import (
	"fmt"
	"slices"
)

type Names []string

func Conv[S ~[]E, E any, R any](s S) []R { return make([]R, len(s)) }

func Pick[K comparable, V any](m map[K]V, k K) V { return m[k] }

func apply(f func(Names) []int) []int { return f(Names{"a"}) }

func get() func(map[string]int, string) int { return Pick[string] }

func main() {
	var f func(Names) []int = Conv[Names]
	fmt.Println(f(Names{"x", "y"}), get()(map[string]int{"a": 3}, "a"))
	fmt.Println(slices.IndexFunc([]int{1, 5}, func(x int) bool { return x > 2 }))
	fmt.Println(apply(Conv[[]int]))
	h := Conv[Names]
	fmt.Println(h)
	fmt.Println(Conv[Names, int])
}

// Error:
// # command-line-arguments
// ./err_generic_partial_inst_arg.go:22:20: in call to apply, type func[S ~[]E, E, R any](s S) []R of Conv[[]int] does not match func(Names) []int
// ./err_generic_partial_inst_arg.go:23:11: cannot infer R (/home/gopher/app/err_generic_partial_inst_arg.go:10:26)
// ./err_generic_partial_inst_arg.go:25:13: in call to fmt.Println, S (type Names) does not satisfy ~[]E
