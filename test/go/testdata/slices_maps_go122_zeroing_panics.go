package main

import (
	"cmp"
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
)

func try(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("%s: %v\n", name, r)
		}
	}()
	f()
}

func main() {
	s := []int{0, 1, 2, 3, 4, 5}
	d := slices.Delete(s, 1, 3)
	fmt.Println(d, s, len(d), cap(d))
	c := []string{"a", "a", "b", "b", "c"}
	cc := slices.Compact(c)
	fmt.Printf("%q %q\n", cc, c)
	p := []*int{new(int), nil, nil}
	pc := slices.CompactFunc(p, func(a, b *int) bool { return a == b })
	fmt.Println(len(pc), p[2] == nil)
	r := slices.Replace([]int{1, 2, 3, 4}, 1, 3, 9)
	fmt.Println(r, cap(r))
	dfn := slices.DeleteFunc([]string{"x", "", "y", ""}, func(s string) bool { return s == "" })
	fmt.Printf("%q\n", dfn)
	try("delete range", func() { slices.Delete([]int{1, 2}, 1, 5) })
	try("delete inverted", func() { slices.Delete([]int{1, 2, 3}, 2, 1) })
	try("insert oob", func() { slices.Insert([]int{1}, 3, 2) })
	try("grow negative", func() { slices.Grow([]int{}, -1) })
	try("replace oob", func() { slices.Replace([]int{1}, 0, 2, 5) })
	try("repeat negative", func() { slices.Repeat([]int{1}, -1) })
	try("chunk zero", func() {
		for range slices.Chunk([]int{1}, 0) {
		}
	})
	try("max empty", func() { slices.Max([]int{}) })
	g := slices.Grow([]int{1}, 10)
	fmt.Println(len(g), cap(g))
	fmt.Println(slices.Concat([]int{1}, nil, []int{2, 3}), slices.Concat[[]int]() == nil)
	fmt.Println(min(3, 1, 2), max(2.5, math.NaN()), min(math.Inf(-1), 0), max("b", "a", "c"), min(-0.0, 0.0))
	fmt.Println(slices.Max([]float64{1, math.NaN(), 3}), slices.Min([]float64{2, math.NaN()}), cmp.Compare(math.NaN(), 1), cmp.Less(1, math.NaN()))
	fmt.Println(slices.Sorted(maps.Keys(map[float64]bool{math.NaN(): true, 1: true, -1: true})))
	m := map[string]int{"a": 1}
	m2 := maps.Clone(m)
	m2["b"] = 2
	var nilm map[string]int
	fmt.Println(m, m2, maps.Clone(nilm) == nil, maps.Equal(m, m2), maps.EqualFunc(m, map[string]int{"a": 1}, func(a, b int) bool { return a == b }))
	maps.DeleteFunc(m2, func(k string, v int) bool { return v > 1 })
	fmt.Println(m2)
	maps.Copy(m2, map[string]int{"z": 26})
	fmt.Println(m2, len(m2))
	clear(m2)
	fmt.Println(m2, len(m2))
	nan := map[float64]int{math.NaN(): 1, math.NaN(): 2}
	fmt.Println(len(nan))
	clear(nan)
	fmt.Println(len(nan))
	arr := []int{1, 2, 3}
	clear(arr[1:])
	fmt.Println(arr)
	idx, found := slices.BinarySearch([]string{"a", "c", "e"}, "d")
	fmt.Println(idx, found, slices.IndexFunc(arr, func(x int) bool { return x > 0 }), slices.ContainsFunc(arr, func(x int) bool { return x > 5 }))
	words := strings.Fields("b A c a B")
	slices.SortFunc(words, func(a, b string) int { return cmp.Compare(strings.ToLower(a), strings.ToLower(b)) })
	fmt.Println(words, slices.IsSorted([]int{1, 1, 2}), slices.Equal([]float64{math.NaN()}, []float64{math.NaN()}))
	fmt.Println(len(slices.Clip(make([]int, 2, 10))), cap(slices.Clip(make([]int, 2, 10))))
}

// Output:
// [0 3 4 5] [0 3 4 5 0 0] 4 6
// ["a" "b" "c"] ["a" "b" "c" "" ""]
// 2 true
// [1 9 4] 4
// ["x" "y"]
// delete range: runtime error: slice bounds out of range [:5:2]
// delete inverted: runtime error: slice bounds out of range [2:1:]
// insert oob: runtime error: slice bounds out of range [3:1]
// grow negative: cannot be negative
// replace oob: runtime error: slice bounds out of range [:2] with capacity 1
// repeat negative: cannot be negative
// chunk zero: cannot be less than 1
// max empty: slices.Max: empty list
// 1 12
// [1 2 3] true
// 1 NaN -Inf c 0
// NaN NaN -1 false
// [NaN -1 1]
// map[a:1] map[a:1 b:2] true false true
// map[a:1]
// map[a:1 z:26] 2
// map[] 0
// 2
// 0
// [1 0 0]
// 2 false 0 false
// [A a b B c] true false
// 2 2
