package main

import (
	"fmt"
	"sort"
)

type byLen []string

func (b byLen) Len() int           { return len(b) }
func (b byLen) Less(i, j int) bool { return len(b[i]) < len(b[j]) }
func (b byLen) Swap(i, j int)      { b[i], b[j] = b[j], b[i] }

type Pod struct {
	Name     string
	Priority int
}

func main() {
	ints := []int{5, 2, 8, 1, 9, 3}
	sort.Ints(ints)
	fmt.Println(ints, sort.IntsAreSorted(ints), sort.SearchInts(ints, 8))
	strs := []string{"pear", "apple", "fig", "banana"}
	sort.Strings(strs)
	fmt.Println(strs)
	sort.Sort(byLen(strs))
	fmt.Println(strs)
	sort.Sort(sort.Reverse(sort.IntSlice(ints)))
	fmt.Println(ints)
	pods := []Pod{{"c", 1}, {"a", 2}, {"b", 1}, {"d", 2}}
	sort.SliceStable(pods, func(i, j int) bool { return pods[i].Priority > pods[j].Priority })
	fmt.Println(pods)
	fl := []float64{2.5, -1, 3}
	sort.Float64s(fl)
	fmt.Println(fl)
	idx := sort.Search(100, func(i int) bool { return i*i >= 50 })
	fmt.Println(idx)
}

// Output:
// [1 2 3 5 8 9] true 4
// [apple banana fig pear]
// [fig pear apple banana]
// [9 8 5 3 2 1]
// [{a 2} {d 2} {c 1} {b 1}]
// [-1 2.5 3]
// 8
