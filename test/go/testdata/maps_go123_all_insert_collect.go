package main

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
)

func main() {
	inventory := map[string]int{"apple": 5, "banana": 0, "cherry": 12, "date": 3}
	fmt.Println(inventory)
	for _, k := range slices.Sorted(maps.Keys(inventory)) {
		fmt.Printf("%-7s %3d\n", k, inventory[k])
	}
	clone := maps.Clone(inventory)
	maps.DeleteFunc(clone, func(k string, v int) bool { return v == 0 })
	fmt.Println(clone, len(clone), maps.Equal(clone, inventory))
	extra := map[string]int{"elder": 7, "apple": 1}
	maps.Copy(clone, extra)
	fmt.Println(clone)
	upper := maps.Collect(func(yield func(string, int) bool) {
		for k, v := range clone {
			if !yield(strings.ToUpper(k), v*10) {
				return
			}
		}
	})
	fmt.Println(upper)
	m2 := map[string]int{"z": 26}
	maps.Insert(m2, maps.All(map[string]int{"y": 25, "x": 24}))
	fmt.Println(m2)
	vals := slices.Collect(maps.Values(m2))
	sort.Ints(vals)
	fmt.Println(vals)
	fmt.Println(maps.EqualFunc(map[int]string{1: "A"}, map[int]string{1: "a"}, strings.EqualFold))
	var nilMap map[string]int
	fmt.Println(maps.Clone(nilMap) == nil, len(maps.Collect(maps.All(nilMap))))
	count := 0
	for k, v := range maps.All(inventory) {
		if v > 100 {
			fmt.Println(k)
		}
		count++
	}
	fmt.Println("count", count)
	idx := map[rune][]string{}
	for _, w := range []string{"go", "gopher", "rust", "ruby", "zig"} {
		r := rune(w[0])
		idx[r] = append(idx[r], w)
	}
	fmt.Println(idx)
	fmt.Printf("%q\n", idx)
	type key struct {
		x, y int
	}
	grid := map[key]string{{1, 2}: "a", {0, 5}: "b", {1, 0}: "c"}
	fmt.Println(grid)
	fmt.Println(map[bool]int{true: 1, false: 0}, map[float64]string{2.5: "b", -1: "a"})
	fmt.Println(map[any]int{"b": 1, 2: 2, "a": 3, 1: 4, 1.5: 5, true: 6})
	var ifaceMap = map[interface{ String() string }]int{}
	fmt.Println(ifaceMap, len(ifaceMap))
}

// Output:
// map[apple:5 banana:0 cherry:12 date:3]
// apple     5
// banana    0
// cherry   12
// date      3
// map[apple:5 cherry:12 date:3] 3 false
// map[apple:1 cherry:12 date:3 elder:7]
// map[APPLE:10 CHERRY:120 DATE:30 ELDER:70]
// map[x:24 y:25 z:26]
// [24 25 26]
// true
// true 0
// count 4
// map[103:[go gopher] 114:[rust ruby] 122:[zig]]
// map['g':["go" "gopher"] 'r':["rust" "ruby"] 'z':["zig"]]
// map[{0 5}:b {1 0}:c {1 2}:a]
// map[false:0 true:1] map[-1:a 2.5:b]
// map[a:3 b:1 1:4 2:2 1.5:5 true:6]
// map[] 0
