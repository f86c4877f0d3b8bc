package main

import (
	"fmt"
	"sort"
)

type key struct {
	ns, name string
}

func main() {
	byNS := map[string]map[string]int{}
	add := func(ns, name string) {
		if byNS[ns] == nil {
			byNS[ns] = map[string]int{}
		}
		byNS[ns][name]++
	}
	for _, p := range [][2]string{{"default", "web"}, {"kube-system", "dns"}, {"default", "web"}, {"default", "db"}} {
		add(p[0], p[1])
	}
	fmt.Println(byNS)
	fmt.Println(len(byNS), byNS["default"]["web"], byNS["missing"]["x"])
	set := map[key]struct{}{}
	set[key{"a", "b"}] = struct{}{}
	set[key{"a", "b"}] = struct{}{}
	set[key{"a", "c"}] = struct{}{}
	_, has := set[key{"a", "c"}]
	fmt.Println(len(set), has, set)
	var nilMap map[string]int
	fmt.Println(nilMap["x"], len(nilMap), nilMap == nil)
	for k, v := range nilMap {
		fmt.Println(k, v)
	}
	delete(nilMap, "x")
	m := map[int]string{3: "c", 1: "a", 2: "b"}
	ks := make([]int, 0)
	for k := range m {
		ks = append(ks, k)
	}
	sort.Ints(ks)
	fmt.Println(ks, m)
	clear(m)
	fmt.Println(len(m), m)
	arr := map[[2]int]bool{{1, 2}: true}
	fmt.Println(arr[[2]int{1, 2}], arr[[2]int{2, 1}])
	type counter map[rune]int
	c := counter{}
	for _, r := range "mississippi" {
		c[r]++
	}
	fmt.Println(c)
	fmt.Printf("%v %d\n", map[bool]int{true: 1, false: 0}, map[float64]string{2.5: "x", -1: "y"})
	mm := map[string][]int{}
	mm["a"] = append(mm["a"], 1, 2)
	mm["b"] = append(mm["b"], 3)
	fmt.Println(mm, len(mm["zz"]))
	defer func() { fmt.Println("recovered:", recover()) }()
	nilMap["boom"] = 1
}

// Output:
// map[default:map[db:1 web:2] kube-system:map[dns:1]]
// 2 2 0
// 2 true map[{a b}:{} {a c}:{}]
// 0 0 true
// [1 2 3] map[1:a 2:b 3:c]
// 0 map[]
// true false
// map[105:4 109:1 112:2 115:4]
// map[false:0 true:1] map[%!d(float64=-1):%!d(string=y) %!d(float64=2.5):%!d(string=x)]
// map[a:[1 2] b:[3]] 0
// recovered: assignment to entry in nil map
