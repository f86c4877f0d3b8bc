package main

import (
	"fmt"
	"sort"
)

func main() {
	m := map[string]int{}
	words := []string{"a", "b", "a", "c", "b", "a"}
	for _, w := range words {
		m[w]++
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Println(k, m[k])
	}
	v, ok := m["z"]
	fmt.Println(v, ok)
	if v, ok := m["a"]; ok {
		fmt.Println("found", v)
	}
	delete(m, "a")
	fmt.Println(len(m), m)
	var nm map[string]int
	fmt.Println(nm["x"], len(nm), nm == nil)
	mm := map[string]map[string]int{}
	mm["x"] = map[string]int{}
	mm["x"]["y"]++
	mm["x"]["y"] += 5
	fmt.Println(mm)
	type S struct{ N int }
	ms := map[int]*S{1: {N: 1}}
	ms[1].N++
	fmt.Println(ms[1].N)
	set := map[string]struct{}{}
	set["a"] = struct{}{}
	_, has := set["a"]
	fmt.Println(has, len(set))
	im := map[interface{}]string{1: "int", "1": "string", 1.5: "float"}
	fmt.Println(im[1], im["1"], im[1.5], len(im))
	delete(nm, "x")
	clear(m)
	fmt.Println(len(m))
}
