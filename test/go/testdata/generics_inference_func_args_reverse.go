package main

import (
	"fmt"
	"strconv"
	"strings"
)

func Apply[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func Identity[T any](x T) T { return x }

func Double[T ~int | ~float64](x T) T { return x * 2 }

func Compose[A, B, C any](f func(A) B, g func(B) C) func(A) C {
	return func(a A) C { return g(f(a)) }
}

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

func Keys[K comparable, V any](m map[K]V) []K {
	out := make([]K, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

func main() {
	fmt.Println(Apply([]int{1, 2, 3}, strconv.Itoa))
	fmt.Println(Apply([]int{1, 2}, Double[int]))
	fmt.Println(Apply([]float64{1.5}, Double))
	var f func(int) int = Identity
	var g func(string) string = Identity[string]
	fmt.Println(f(3), g("s"))
	h := Compose(strings.TrimSpace, strings.ToUpper)
	fmt.Println(h("  go  "))
	k := Compose(strconv.Itoa, func(s string) int { return len(s) })
	fmt.Println(k(12345))
	ns := Filter(Names{"ann", "bob", "al"}, func(s string) bool { return strings.HasPrefix(s, "a") })
	fmt.Printf("%T %v\n", ns, ns)
	fmt.Println(len(Keys(map[string]bool{"x": true})))
	fmt.Println(Apply([]string{"1", "x"}, func(s string) error {
		_, err := strconv.Atoi(s)
		return err
	}))
}

// Output:
// [1 2 3]
// [2 4]
// [3]
// 3 s
// GO
// 5
// main.Names [ann al]
// 1
// [<nil> strconv.Atoi: parsing "x": invalid syntax]
