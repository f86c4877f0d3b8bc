package main

import "fmt"

func Filter[S ~[]E, E any](s S, keep func(E) bool) S {
	var out S
	for _, v := range s {
		if keep(v) {
			out = append(out, v)
		}
	}
	return out
}

type Names []string

func Map[T, U any](xs []T, f func(T) U) []U {
	r := make([]U, 0, len(xs))
	for _, x := range xs {
		r = append(r, f(x))
	}
	return r
}

func Sum[T int | float64](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func main() {
	n := Names{"ann", "bob", "al"}
	short := Filter(n, func(s string) bool { return len(s) <= 2 })
	fmt.Printf("%T %v\n", short, short)
	fmt.Println(Map([]int{1, 2, 3}, func(i int) string { return fmt.Sprint(i * i) }))
	fmt.Println(Sum(1, 2, 3), Sum(1.5, 2.5))
}

// Output:
// main.Names [al]
// [1 4 9]
// 6 4
