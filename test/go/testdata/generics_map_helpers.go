package main

import (
	"cmp"
	"fmt"
	"slices"
)

func Keys[M ~map[K]V, K cmp.Ordered, V any](m M) []K {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

func GroupBy[T any, K comparable](xs []T, key func(T) K) map[K][]T {
	out := map[K][]T{}
	for _, x := range xs {
		k := key(x)
		out[k] = append(out[k], x)
	}
	return out
}

type Labels map[string]string

func main() {
	l := Labels{"tier": "web", "app": "shop", "env": "prod"}
	fmt.Println(Keys(l))
	words := []string{"apple", "avocado", "banana", "blueberry", "cherry"}
	g := GroupBy(words, func(s string) byte { return s[0] })
	for _, k := range Keys(map[int]bool{3: true, 1: true}) {
		fmt.Print(k, " ")
	}
	fmt.Println()
	fmt.Println(len(g), g['a'], g['b'], g['c'])
}

// Output:
// [app env tier]
// 1 3 
// 3 [apple avocado] [banana blueberry] [cherry]
