package main

import (
	"fmt"
	"maps"
	"math"
	"slices"
)

func main() {
	nan := math.NaN()
	m := map[float64]string{}
	m[nan] = "a"
	m[nan] = "b"
	m[0.0] = "zero"
	m[math.Copysign(0, -1)] = "negzero"
	m[math.Inf(1)] = "inf"
	m[1.5] = "x"
	fmt.Println(len(m), m[nan], m[0])
	_, ok := m[nan]
	fmt.Println(ok)
	delete(m, nan)
	fmt.Println(len(m))
	fmt.Println(m)
	keys := slices.Sorted(maps.Keys(m))
	fmt.Println(keys)
	clear(m)
	fmt.Println(len(m), m)

	type key struct {
		f float64
		s string
	}
	km := map[key]int{{nan, "a"}: 1}
	km[key{nan, "a"}]++
	fmt.Println(len(km))
	ia := map[any]int{nan: 1}
	ia[nan] = 2
	ia[float32(1)] = 3
	ia[1.0] = 4
	fmt.Println(len(ia), ia[1.0], ia[float32(1)])
	counts := map[string]int{}
	for _, w := range []string{"b", "a", "b", "c", "a", "b"} {
		counts[w]++
	}
	fmt.Println(counts)
	ks := slices.Collect(maps.Keys(counts))
	slices.SortFunc(ks, func(a, b string) int { return counts[b] - counts[a] })
	fmt.Println(ks)
	nested := map[string]map[string]int{"x": {"b": 2, "a": 1}, "a": nil}
	fmt.Println(nested, nested["a"]["q"], len(nested["zz"]))
	fmt.Println(map[bool]int{true: 1, false: 0}, map[[2]string]int{{"b", "a"}: 1, {"a", "z"}: 2}, map[rune]bool{'b': true, 'a': false})
	fmt.Println(map[any]int{"b": 1, 2: 2, "a": 3, 1: 4, 2.5: 5, false: 6})
	var nilMap map[string]int
	fmt.Println(nilMap["x"], len(nilMap))
	delete(nilMap, "x")
	for k := range nilMap {
		fmt.Println(k)
	}
	defer func() { fmt.Println("recovered:", recover()) }()
	nilMap["x"] = 1
}

// Output:
// 5  negzero
// false
// 5
// map[NaN:a NaN:b -0:negzero 1.5:x +Inf:inf]
// [NaN NaN -0 1.5 +Inf]
// 0 map[]
// 2
// 4 4 3
// map[a:2 b:3 c:1]
// [b a c]
// map[a:map[] x:map[a:1 b:2]] 0 0
// map[false:0 true:1] map[[a z]:2 [b a]:1] map[97:false 98:true]
// map[a:3 b:1 1:4 2:2 2.5:5 false:6]
// 0 0
// recovered: assignment to entry in nil map
