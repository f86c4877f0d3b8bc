package main

import (
	"fmt"
	"maps"
	"slices"
	"sort"
)

func main() {
	m := map[string]int{"a": 1, "b": 2, "c": 3}
	keys := slices.Collect(maps.Keys(m))
	sort.Strings(keys)
	fmt.Println(keys)
	vals := slices.Sorted(maps.Values(m))
	fmt.Println(vals)
	c := maps.Clone(m)
	c["d"] = 4
	fmt.Println(len(m), len(c), maps.Equal(m, c))
	dst := map[string]int{"z": 26}
	maps.Copy(dst, m)
	fmt.Println(dst)
	maps.DeleteFunc(dst, func(k string, v int) bool { return v%2 == 1 })
	fmt.Println(dst)
	for _, k := range slices.Sorted(maps.Keys(c)) {
		fmt.Print(k, "=", c[k], " ")
	}
	fmt.Println()
	m2 := maps.Collect(maps.All(map[int]string{1: "x"}))
	fmt.Println(m2)
	counts := map[rune]int{}
	for _, r := range "hello world" {
		counts[r]++
	}
	fmt.Println(counts['l'], counts['o'], counts['z'], len(counts))
	delete(counts, 'l')
	_, ok := counts['l']
	fmt.Println(ok)
	clear(counts)
	fmt.Println(len(counts))
}

// Output:
// [a b c]
// [1 2 3]
// 3 4 false
// map[a:1 b:2 c:3 z:26]
// map[b:2 z:26]
// a=1 b=2 c=3 d=4 
// map[1:x]
// 3 2 0 8
// false
// 0
