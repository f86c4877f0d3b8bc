package main

import "fmt"

type Names []string

func Conv[S ~[]E, E any, R any](s S) []R { return make([]R, len(s)) }

func Map[T, U any](xs []T, f func(T) U) []U {
	var out []U
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func Double[T ~int | ~float64](x T) T { return x * 2 }

func apply(f func(Names) []int) []int { return f(Names{"a", "b"}) }

func main() {
	fmt.Println(apply(Conv[Names]))
	fmt.Println(Map([]int{1, 2}, Double))
	fmt.Println(Map([]float64{1.5}, Double[float64]))
	var f func(int) int = Double
	fmt.Println(f(4))
}


// Output:
// [0 0]
// [2 4]
// [3]
// 8
