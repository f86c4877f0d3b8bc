package main

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
)

type Inventory map[string]int

func (inv Inventory) Add(item string, n int) { inv[item] += n }

func (inv Inventory) String() string {
	keys := slices.Sorted(maps.Keys(inv))
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s:%d", k, inv[k])
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

func main() {
	inv := Inventory{}
	inv.Add("apple", 3)
	inv.Add("pear", 1)
	inv.Add("apple", 2)
	fmt.Println(inv)
	fmt.Printf("%v %d\n", map[string]int(inv), len(inv))
	nested := map[string]map[string]int{}
	add := func(a, b string) {
		if nested[a] == nil {
			nested[a] = map[string]int{}
		}
		nested[a][b]++
	}
	add("x", "y")
	add("x", "y")
	add("x", "z")
	add("w", "y")
	fmt.Println(nested)
	type point struct{ x, y int }
	grid := map[point]string{{0, 0}: "origin", {1, 2}: "p"}
	fmt.Println(grid[point{1, 2}], len(grid), grid)
	var nilMap map[string]int
	fmt.Println(nilMap["x"], len(nilMap), nilMap == nil)
	v, ok := nilMap["x"]
	fmt.Println(v, ok)
	byLen := map[int][]string{}
	for _, w := range strings.Fields("a bb cc d eee") {
		byLen[len(w)] = append(byLen[len(w)], w)
	}
	lens := make([]int, 0)
	for k := range byLen {
		lens = append(lens, k)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(lens)))
	for _, l := range lens {
		fmt.Println(l, byLen[l])
	}
	fmt.Println(map[bool]int{true: 1, false: 0}, map[float64]string{2.5: "a", -1: "b"})
	defer func() { fmt.Println("panic:", recover()) }()
	nilMap["a"] = 1
}

// Output:
// {apple:5, pear:1}
// map[apple:5 pear:1] 2
// map[w:map[y:1] x:map[y:2 z:1]]
// p 2 map[{0 0}:origin {1 2}:p]
// 0 0 true
// 0 false
// 3 [eee]
// 2 [bb cc]
// 1 [a d]
// map[false:0 true:1] map[-1:b 2.5:a]
// panic: assignment to entry in nil map
