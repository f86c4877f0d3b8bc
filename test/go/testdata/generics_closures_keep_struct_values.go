package main

import "fmt"

type P struct{ X int }

func Keep[T any]() (func(T), func() T) {
	var saved T
	return func(v T) { saved = v }, func() T { return saved }
}

func Counter[T any](xs []T) map[string]int {
	counts := map[string]int{}
	for _, x := range xs {
		func() {
			key := fmt.Sprint(x)
			counts[key]++
		}()
	}
	return counts
}

func Defer[T any](v T) (out T) {
	defer func() { out = v }()
	var z T
	return z
}

func SwapPtr[T any](a, b *T) {
	*a, *b = *b, *a
}

func Grab[T any](xs []T) (first T, rest []T) {
	func() {
		first = xs[0]
		rest = xs[1:]
	}()
	return
}

func main() {
	set, get := Keep[P]()
	set(P{5})
	fmt.Println(get())
	setA, getA := Keep[[3]string]()
	a := [3]string{"a", "b", "c"}
	setA(a)
	a[0] = "z"
	fmt.Println(getA(), a)
	fmt.Println(Counter([]P{{1}, {1}, {2}}))
	fmt.Println(Defer(P{8}), Defer([2]int{1, 2}))
	x, y := P{1}, P{2}
	SwapPtr(&x, &y)
	fmt.Println(x, y)
	f, r := Grab([]P{{1}, {2}, {3}})
	fmt.Println(f, r)
	var ps [2]P
	for i := range ps {
		func() { ps[i] = P{i + 10} }()
	}
	fmt.Println(ps)
}

// Output:
// {5}
// [a b c] [z b c]
// map[{1}:2 {2}:1]
// {8} [1 2]
// {2} {1}
// {1} [{2} {3}]
// [{10} {11}]
