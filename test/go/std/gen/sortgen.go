package main

import (
	"slices"
	"sort"
)

type item struct{ key, idx int }

// keysFor builds a key pattern of length n: many ties, runs, reversed and sawtooth shapes, so
// pdqsort's insertion, partition, pattern-breaking and heap-sort paths all run.
func keysFor(pattern string, n int) []int {
	k := make([]int, n)
	seed := uint32(n*7919 + len(pattern))
	for i := range k {
		seed = seed*1664525 + 1013904223
		switch pattern {
		case "random":
			k[i] = int(seed>>8) % 1000
		case "fewkeys":
			k[i] = int(seed>>8) % 4
		case "sorted":
			k[i] = i / 3
		case "reversed":
			k[i] = (n - i) / 2
		case "sawtooth":
			k[i] = i % 17
		case "allequal":
			k[i] = 5
		case "organpipe":
			if i < n/2 {
				k[i] = i
			} else {
				k[i] = n - i
			}
		}
	}
	return k
}

func genSort(o *out) {
	for _, pattern := range []string{"random", "fewkeys", "sorted", "reversed", "sawtooth", "allequal", "organpipe"} {
		for _, n := range []int{5, 12, 13, 20, 49, 50, 51, 64, 100, 257, 1000} {
			keys := keysFor(pattern, n)
			mk := func() []item {
				it := make([]item, n)
				for i := range it {
					it[i] = item{keys[i], i}
				}
				return it
			}
			order := func(it []item) []int {
				out := make([]int, len(it))
				for i, x := range it {
					out[i] = x.idx
				}
				return out
			}
			a := mk()
			sort.Slice(a, func(i, j int) bool { return a[i].key < a[j].key })
			b := mk()
			slices.SortFunc(b, func(x, y item) int { return x.key - y.key })
			c := mk()
			sort.SliceStable(c, func(i, j int) bool { return c[i].key < c[j].key })
			o.rec(map[string]any{"pattern": pattern, "n": n, "keys": keys, "slice": order(a), "sortFunc": order(b), "stable": order(c)})
		}
	}
}
