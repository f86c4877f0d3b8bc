package main

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
)

type Emp struct {
	Name string
	Dept string
	Age  int
}

func main() {
	xs := []int{5, 2, 8, 1, 9, 3}
	slices.Sort(xs)
	fmt.Println(xs, slices.Contains(xs, 8), slices.Index(xs, 9), slices.Max(xs), slices.Min(xs))
	i, found := slices.BinarySearch(xs, 4)
	fmt.Println(i, found)
	ys := slices.Clone(xs)
	slices.Reverse(ys)
	fmt.Println(ys, xs, slices.Equal(xs, ys))
	ys = slices.Insert(ys, 2, 100, 101)
	ys = slices.Delete(ys, 0, 1)
	fmt.Println(ys, slices.IndexFunc(ys, func(v int) bool { return v > 100 }))
	fmt.Println(slices.Compact([]int{1, 1, 2, 2, 2, 3, 1}), slices.Compare([]int{1, 2}, []int{1, 3}))
	emps := []Emp{{"ann", "eng", 30}, {"bob", "ops", 25}, {"cy", "eng", 25}, {"di", "ops", 41}}
	slices.SortStableFunc(emps, func(a, b Emp) int {
		return cmp.Or(cmp.Compare(a.Dept, b.Dept), cmp.Compare(b.Age, a.Age))
	})
	fmt.Println(emps)
	sort.SliceStable(emps, func(i, j int) bool { return emps[i].Age < emps[j].Age })
	fmt.Println(emps)
	idx := sort.Search(len(xs), func(i int) bool { return xs[i] >= 5 })
	fmt.Println(idx, sort.SearchInts(xs, 8), sort.IntsAreSorted(xs))
	names := []string{"pear", "Apple", "fig", "banana"}
	sort.Strings(names)
	fmt.Println(names)
	slices.SortFunc(names, func(a, b string) int { return cmp.Compare(strings.ToLower(a), strings.ToLower(b)) })
	fmt.Println(names)
	sort.Sort(sort.Reverse(sort.IntSlice(xs)))
	fmt.Println(xs)
	m := map[string]int{"b": 2, "a": 1, "c": 3}
	keys := slices.Sorted(maps.Keys(m))
	fmt.Println(keys)
	vals := slices.Collect(maps.Values(m))
	slices.Sort(vals)
	fmt.Println(vals)
	m2 := maps.Clone(m)
	delete(m2, "a")
	fmt.Println(len(m), len(m2), maps.Equal(m, m2))
	maps.DeleteFunc(m2, func(k string, v int) bool { return v > 2 })
	fmt.Println(m2)
	for i, v := range slices.All([]string{"x", "y"}) {
		fmt.Print(i, v, " ")
	}
	for v := range slices.Values(slices.Repeat([]int{7}, 2)) {
		fmt.Print(v, " ")
	}
	fmt.Println()
	chunks := slices.Collect(slices.Chunk([]int{1, 2, 3, 4, 5}, 2))
	fmt.Println(chunks, slices.ContainsFunc(xs, func(v int) bool { return v < 0 }))
	g := slices.Grow([]int{1}, 10)
	fmt.Println(len(g), cap(g) >= 11, slices.Clip(g))
	fmt.Println(min(3, 1, 2), max("a", "b"), cmp.Less(1.5, 2))
}

// Output:
// [1 2 3 5 8 9] true 5 9 1
// 3 false
// [9 8 5 3 2 1] [1 2 3 5 8 9] false
// [8 100 101 5 3 2 1] 2
// [1 2 3 1] -1
// [{ann eng 30} {cy eng 25} {di ops 41} {bob ops 25}]
// [{cy eng 25} {bob ops 25} {ann eng 30} {di ops 41}]
// 3 4 true
// [Apple banana fig pear]
// [Apple banana fig pear]
// [9 8 5 3 2 1]
// [a b c]
// [1 2 3]
// 3 2 false
// map[b:2]
// 0x 1y 7 7 
// [[1 2] [3 4] [5]] false
// 1 true [1]
// 1 b true
