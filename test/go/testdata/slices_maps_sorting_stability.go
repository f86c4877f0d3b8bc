package main

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
)

type Pod struct {
	Name     string
	Node     string
	Priority int
}

type byPriority []Pod

func (b byPriority) Len() int           { return len(b) }
func (b byPriority) Less(i, j int) bool { return b[i].Priority > b[j].Priority }
func (b byPriority) Swap(i, j int)      { b[i], b[j] = b[j], b[i] }

func main() {
	pods := []Pod{{"a", "n2", 1}, {"b", "n1", 3}, {"c", "n2", 3}, {"d", "n1", 1}, {"e", "n3", 2}, {"f", "n1", 3}}
	s1 := slices.Clone(pods)
	sort.Stable(byPriority(s1))
	fmt.Println(s1)
	s2 := slices.Clone(pods)
	slices.SortStableFunc(s2, func(a, b Pod) int {
		return cmp.Or(cmp.Compare(a.Node, b.Node), cmp.Compare(b.Priority, a.Priority))
	})
	fmt.Println(s2)
	idx, found := slices.BinarySearchFunc(s2, "n2", func(p Pod, n string) int { return strings.Compare(p.Node, n) })
	fmt.Println(idx, found)
	byNode := map[string][]string{}
	for _, p := range pods {
		byNode[p.Node] = append(byNode[p.Node], p.Name)
	}
	fmt.Println(byNode, len(byNode))
	for _, k := range slices.Sorted(maps.Keys(byNode)) {
		fmt.Print(k, ":", strings.Join(byNode[k], "+"), " ")
	}
	fmt.Println()
	nums := []int{5, 2, 8, 2, 9, 1, 5, 5}
	sorted := slices.Sorted(slices.Values(nums))
	fmt.Println(sorted, slices.Compact(slices.Clone(sorted)), slices.Index(nums, 9), slices.Contains(nums, 7))
	fmt.Println(slices.Max(nums), slices.Min(nums), slices.IsSorted(sorted), slices.Equal(nums, sorted))
	i, ok := slices.BinarySearch(sorted, 5)
	j, ok2 := slices.BinarySearch(sorted, 6)
	fmt.Println(i, ok, j, ok2)
	n2 := slices.Insert([]int{1, 2, 3}, 1, 10, 11)
	n3 := slices.Delete(slices.Clone(n2), 0, 2)
	fmt.Println(n2, n3, slices.Replace([]int{1, 2, 3, 4}, 1, 3, 9))
	slices.Reverse(n2)
	fmt.Println(n2, slices.IndexFunc(n2, func(v int) bool { return v > 10 }), slices.DeleteFunc([]int{1, 2, 3, 4, 5}, func(v int) bool { return v%2 == 0 }))
	fmt.Println(slices.Repeat([]string{"x"}, 3), slices.Concat([]int{1}, nil, []int{2, 3}), slices.Grow([]int(nil), 3) == nil)
	for c := range slices.Chunk([]int{1, 2, 3, 4, 5}, 2) {
		fmt.Print(c, len(c), cap(c), ";")
	}
	fmt.Println()
	for i, v := range slices.Backward([]string{"a", "b", "c"}) {
		fmt.Print(i, v, " ")
	}
	fmt.Println()
	m := map[string]int{"x": 1, "y": 2}
	m2 := maps.Clone(m)
	m2["z"] = 3
	fmt.Println(maps.Equal(m, m2), m, m2)
	maps.DeleteFunc(m2, func(k string, v int) bool { return v%2 == 1 })
	fmt.Println(m2)
	maps.Copy(m2, map[string]int{"w": 0})
	fmt.Println(m2, slices.Collect(maps.Values(map[int]int{1: 7})))
	col := maps.Collect(slices.All([]string{"p", "q"}))
	fmt.Println(col)
	ss := sort.StringSlice{"b", "c", "a"}
	ss.Sort()
	fmt.Println(ss, sort.SearchInts([]int{1, 3, 5, 7}, 4), sort.SearchStrings(ss, "c"), sort.IsSorted(ss))
	k := sort.Search(100, func(i int) bool { return i*i >= 50 })
	fmt.Println(k)
	fl := []float64{2.5, -1, 0}
	sort.Float64s(fl)
	fmt.Println(fl, cmp.Compare(1.0, 2.0), cmp.Less("b", "a"), min(3, 1, 2), max("a", "c", "b"))
	fmt.Println(slices.SortedFunc(slices.Values([]string{"bb", "a", "ccc"}), func(a, b string) int { return len(b) - len(a) }))
	defer func() { fmt.Println("recovered:", recover()) }()
	slices.Insert([]int{1}, 5, 2)
}

// Output:
// [{b n1 3} {c n2 3} {f n1 3} {e n3 2} {a n2 1} {d n1 1}]
// [{b n1 3} {f n1 3} {d n1 1} {c n2 3} {a n2 1} {e n3 2}]
// 3 true
// map[n1:[b d f] n2:[a c] n3:[e]] 3
// n1:b+d+f n2:a+c n3:e 
// [1 2 2 5 5 5 8 9] [1 2 5 8 9] 4 false
// 9 1 true false
// 3 true 6 false
// [1 10 11 2 3] [11 2 3] [1 9 4]
// [3 2 11 10 1] 2 [1 3 5]
// [x x x] [1 2 3] false
// [1 2] 2 2;[3 4] 2 2;[5] 1 1;
// 2c 1b 0a 
// false map[x:1 y:2] map[x:1 y:2 z:3]
// map[y:2]
// map[w:0 y:2] [7]
// map[0:p 1:q]
// [a b c] 2 2 true
// 8
// [-1 0 2.5] -1 false 1 c
// [ccc bb a]
// recovered: runtime error: slice bounds out of range [5:1]
