package main

import (
	"cmp"
	"fmt"
	"iter"
	"maps"
	"slices"
	"strings"
)

type Pod struct {
	Name  string
	Node  string
	CPU   int
	Ready bool
}

func Filter[T any](seq iter.Seq[T], keep func(T) bool) iter.Seq[T] {
	return func(yield func(T) bool) {
		for v := range seq {
			if keep(v) && !yield(v) {
				return
			}
		}
	}
}

func Map[T, U any](seq iter.Seq[T], f func(T) U) iter.Seq[U] {
	return func(yield func(U) bool) {
		for v := range seq {
			if !yield(f(v)) {
				return
			}
		}
	}
}

func main() {
	pods := []Pod{
		{"web-2", "n1", 300, true}, {"web-0", "n2", 100, false}, {"db-0", "n1", 500, true},
		{"web-1", "n2", 100, true}, {"cache-0", "n3", 200, false},
	}
	ready := slices.Collect(Filter(slices.Values(pods), func(p Pod) bool { return p.Ready }))
	fmt.Println(len(ready), ready)
	names := slices.Sorted(Map(slices.Values(pods), func(p Pod) string { return p.Name }))
	fmt.Println(names)
	byNode := map[string][]string{}
	for _, p := range pods {
		byNode[p.Node] = append(byNode[p.Node], p.Name)
	}
	for _, k := range slices.Sorted(maps.Keys(byNode)) {
		fmt.Println(k, byNode[k])
	}
	for c := range slices.Chunk(names, 2) {
		fmt.Println("chunk", c, len(c), cap(c))
	}
	slices.SortStableFunc(pods, func(a, b Pod) int { return cmp.Compare(a.CPU, b.CPU) })
	for i, p := range pods {
		fmt.Println(i, p.Name, p.CPU)
	}
	for i, v := range slices.Backward(names) {
		if i < 2 {
			break
		}
		fmt.Print(i, ":", v, " ")
	}
	fmt.Println()
	idx := maps.Collect(slices.All([]string{"x", "y", "z"}))
	fmt.Println(idx)
	inv := map[string]int{}
	maps.Insert(inv, maps.All(map[string]int{"a": 1, "b": 2}))
	fmt.Println(inv, slices.Sorted(maps.Values(inv)))
	fmt.Println(slices.AppendSeq([]string{"start"}, Map(slices.Values([]int{1, 2}), func(i int) string { return strings.Repeat("*", i) })))
	sortedPods := slices.SortedFunc(slices.Values(pods), func(a, b Pod) int {
		return cmp.Or(cmp.Compare(a.Node, b.Node), strings.Compare(b.Name, a.Name))
	})
	fmt.Println(sortedPods)
	pos, found := slices.BinarySearchFunc(names, "db", func(e, t string) int { return cmp.Compare(e[:2], t) })
	fmt.Println(pos, found)
	fmt.Println(slices.Repeat([]int{1, 2}, 3), slices.Compact([]int{1, 1, 2, 2, 2, 3, 1}))
	fmt.Println(slices.Index(names, "web-1"), slices.Contains(names, "x"), slices.Max([]int{3, 9, 2}), slices.MinFunc(pods, func(a, b Pod) int { return cmp.Compare(a.Name, b.Name) }).Name)
	fmt.Println(slices.Insert([]int{1, 4}, 1, 2, 3), slices.Delete([]int{0, 1, 2, 3, 4}, 1, 3), slices.Replace([]int{0, 1, 2}, 1, 2, 7, 8))
	chunks := 0
	for range slices.Chunk([]int{}, 3) {
		chunks++
	}
	fmt.Println("empty chunks:", chunks)
}

// Output:
// 3 [{web-2 n1 300 true} {db-0 n1 500 true} {web-1 n2 100 true}]
// [cache-0 db-0 web-0 web-1 web-2]
// n1 [web-2 db-0]
// n2 [web-0 web-1]
// n3 [cache-0]
// chunk [cache-0 db-0] 2 2
// chunk [web-0 web-1] 2 2
// chunk [web-2] 1 1
// 0 web-0 100
// 1 web-1 100
// 2 cache-0 200
// 3 web-2 300
// 4 db-0 500
// 4:web-2 3:web-1 2:web-0 
// map[0:x 1:y 2:z]
// map[a:1 b:2] [1 2]
// [start * **]
// [{web-2 n1 300 true} {db-0 n1 500 true} {web-1 n2 100 true} {web-0 n2 100 false} {cache-0 n3 200 false}]
// 1 true
// [1 2 1 2 1 2] [1 2 3 1]
// 3 false 9 cache-0
// [1 2 3 4] [0 3 4] [0 7 8 2]
// empty chunks: 0
