package main

import (
	"cmp"
	"fmt"
)

type Number interface {
	~int | ~int64 | ~float64
}

func fact[T Number](n T) T {
	if n <= 1 {
		return 1
	}
	return n * fact(n-1)
}

func sum[T Number](xs []T) T {
	if len(xs) == 0 {
		return 0
	}
	return xs[0] + sum(xs[1:])
}

func quicksort[T cmp.Ordered](xs []T) []T {
	if len(xs) < 2 {
		return xs
	}
	pivot := xs[0]
	var less, more []T
	for _, x := range xs[1:] {
		if x < pivot {
			less = append(less, x)
		} else {
			more = append(more, x)
		}
	}
	return append(append(quicksort(less), pivot), quicksort(more)...)
}

type Tree[T any] struct {
	Val         T
	Left, Right *Tree[T]
}

func depth[T any](t *Tree[T]) int {
	if t == nil {
		return 0
	}
	return 1 + max(depth(t.Left), depth(t.Right))
}

func walk[T any](t *Tree[T], visit func(T)) {
	if t == nil {
		return
	}
	walk(t.Left, visit)
	visit(t.Val)
	walk(t.Right, visit)
}

type MyInt int

func main() {
	fmt.Println(fact(5), fact(int64(20)), fact(5.0), fact(MyInt(4)))
	fmt.Println(sum([]int{1, 2, 3}), sum([]float64{0.5, 0.25}))
	fmt.Println(quicksort([]int{5, 2, 8, 1, 9, 3}), quicksort([]string{"pear", "apple", "fig"}))
	t := &Tree[string]{"m", &Tree[string]{"c", nil, &Tree[string]{Val: "d"}}, &Tree[string]{Val: "x"}}
	fmt.Println(depth(t))
	walk(t, func(s string) { fmt.Print(s, " ") })
	fmt.Println()
}

// Output:
// 120 2432902008176640000 120 24
// 6 0.75
// [1 2 3 5 8 9] [apple fig pear]
// 3
// c d m x 
