package main

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
)

type byLen []string

func (b byLen) Len() int           { return len(b) }
func (b byLen) Less(i, j int) bool { return len(b[i]) < len(b[j]) }
func (b byLen) Swap(i, j int)      { b[i], b[j] = b[j], b[i] }

func main() {
	f := []float64{3, math.NaN(), -1, math.Inf(1), 0, math.NaN(), math.Inf(-1), -0.0}
	g := slices.Clone(f)
	sort.Float64s(f)
	slices.Sort(g)
	fmt.Println(f)
	fmt.Println(g, sort.Float64sAreSorted(f), slices.IsSorted(g))
	fmt.Println(slices.Index(g, math.NaN()), slices.Contains(g, math.NaN()))
	words := []string{"éclair", "Zebra", "apple", "Äpfel", "zebra", "", "a", "ß", "Ω"}
	sort.Strings(words)
	fmt.Printf("%q\n", words)
	slices.SortFunc(words, func(a, b string) int { return strings.Compare(strings.ToLower(a), strings.ToLower(b)) })
	fmt.Printf("%q\n", words)
	n := 100
	xs := make([]string, n)
	for i := range xs {
		xs[i] = strings.Repeat("x", (i*37)%7) + fmt.Sprint(i%3)
	}
	sort.Sort(byLen(xs))
	fmt.Println(xs[:12], xs[n-5:])
	ys := make([]string, n)
	for i := range ys {
		ys[i] = strings.Repeat("y", (i*37)%7) + fmt.Sprint(i%3)
	}
	sort.Stable(byLen(ys))
	fmt.Println(ys[:12], ys[n-5:])
	ints := make([]int, 60)
	for i := range ints {
		ints[i] = (i * 7919) % 13
	}
	type kv struct{ k, v int }
	kvs := make([]kv, len(ints))
	for i, x := range ints {
		kvs[i] = kv{x, i}
	}
	sort.Slice(kvs, func(i, j int) bool { return kvs[i].k < kvs[j].k })
	fmt.Println(kvs[:15])
	slices.SortFunc(kvs, func(a, b kv) int { return b.k - a.k })
	fmt.Println(kvs[:15])
}

// Output:
// [NaN NaN -Inf -1 0 0 3 +Inf]
// [NaN NaN -Inf -1 0 0 3 +Inf] true true
// -1 false
// ["" "Zebra" "a" "apple" "zebra" "Äpfel" "ß" "éclair" "Ω"]
// ["" "a" "apple" "Zebra" "zebra" "ß" "Äpfel" "éclair" "Ω"]
// [2 0 1 2 2 2 0 1 1 1 0 1] [xxxxxx1 xxxxxx1 xxxxxx2 xxxxxx0 xxxxxx0]
// [0 1 2 0 1 2 0 1 2 0 1 2] [yyyyyy0 yyyyyy1 yyyyyy2 yyyyyy0 yyyyyy1]
// [{0 39} {0 0} {0 26} {0 13} {0 52} {1 59} {1 46} {1 7} {1 20} {1 33} {2 27} {2 53} {2 14} {2 40} {2 1}]
// [{12 45} {12 58} {12 19} {12 32} {12 6} {11 51} {11 25} {11 38} {11 12} {10 57} {10 5} {10 18} {10 31} {10 44} {9 11}]
