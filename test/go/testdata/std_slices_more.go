package main

import (
	"fmt"
	"slices"
	"strings"
)

func main() {
	s := []int{5, 2, 8, 2, 9, 1}
	s2 := slices.Clone(s)
	slices.Sort(s2)
	fmt.Println(s, s2)
	fmt.Println(slices.Index(s, 2), slices.Contains(s, 7), slices.Equal(s, s2))
	fmt.Println(slices.Compact(slices.Clone(s2)))
	idx, found := slices.BinarySearchFunc([]string{"a", "bb", "ccc"}, 2, func(e string, t int) int { return len(e) - t })
	fmt.Println(idx, found)
	fmt.Println(slices.Grow(s, 10)[:len(s)], cap(slices.Clip(s[:2])))
	r := slices.Replace([]int{1, 2, 3, 4}, 1, 3, 9, 9, 9)
	fmt.Println(r)
	for c := range slices.Chunk([]int{1, 2, 3, 4, 5}, 2) {
		fmt.Print(c, " ")
	}
	fmt.Println()
	for i, v := range slices.All([]string{"x", "y"}) {
		fmt.Print(i, v, ";")
	}
	fmt.Println()
	words := strings.Fields("banana Apple cherry apple")
	slices.SortFunc(words, func(a, b string) int { return strings.Compare(strings.ToLower(a), strings.ToLower(b)) })
	fmt.Println(words)
	fmt.Println(slices.MinFunc(words, strings.Compare), slices.EqualFunc([]int{1}, []string{"1"}, func(a int, b string) bool { return fmt.Sprint(a) == b }))
	m := slices.IndexFunc(s, func(x int) bool { return x > 6 })
	fmt.Println(m, slices.ContainsFunc(s, func(x int) bool { return x < 0 }))
	var empty []int
	fmt.Println(slices.Max([]float64{1.5, -2}), len(slices.Insert(empty, 0, 1)), slices.Sorted(slices.Values([]int{3, 1, 2})))
	defer func() { fmt.Println("recovered:", recover()) }()
	slices.Max(empty)
}

// Output:
// [5 2 8 2 9 1] [1 2 2 5 8 9]
// 1 false false
// [1 2 5 8 9]
// 1 true
// [5 2 8 2 9 1] 2
// [1 9 9 9 4]
// [1 2] [3 4] [5] 
// 0x;1y;
// [Apple apple banana cherry]
// Apple true
// 2 false
// 1.5 1 [1 2 3]
// recovered: slices.Max: empty list
