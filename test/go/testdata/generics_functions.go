package main

import (
	"cmp"
	"fmt"
	"strconv"
)

func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func Filter[T any](xs []T, pred func(T) bool) []T {
	var out []T
	for _, x := range xs {
		if pred(x) {
			out = append(out, x)
		}
	}
	return out
}

func Reduce[T, A any](xs []T, init A, f func(A, T) A) A {
	acc := init
	for _, x := range xs {
		acc = f(acc, x)
	}
	return acc
}

func MaxOf[T cmp.Ordered](xs ...T) T {
	m := xs[0]
	for _, x := range xs[1:] {
		if x > m {
			m = x
		}
	}
	return m
}

func main() {
	nums := []int{1, 2, 3, 4, 5, 6}
	strs := Map(nums, strconv.Itoa)
	fmt.Printf("%q\n", strs)
	evens := Filter(nums, func(n int) bool { return n%2 == 0 })
	fmt.Println(evens)
	fmt.Println(Reduce(nums, 0, func(a, n int) int { return a + n }))
	fmt.Println(Reduce(strs, "", func(a, s string) string { return a + s }))
	fmt.Println(MaxOf(3, 9, 2), MaxOf("b", "a"), MaxOf(1.5, -2.0))
	fmt.Println(Map[int, float64](nums[:2], func(n int) float64 { return float64(n) / 2 }))
}

// Output:
// ["1" "2" "3" "4" "5" "6"]
// [2 4 6]
// 21
// 123456
// 9 b 1.5
// [0.5 1]
