package main

import (
	"fmt"
	"math"
)

type Point struct{ X, Y int }

func main() {
	m := map[float64]string{}
	m[math.NaN()] = "nan1"
	m[math.NaN()] = "nan2"
	m[1.5] = "x"
	m[math.Inf(-1)] = "-inf"
	m[0] = "zero"
	fmt.Println(len(m), m)
	_, ok := m[math.NaN()]
	fmt.Println(ok)
	delete(m, math.NaN())
	fmt.Println(len(m))
	clear(m)
	fmt.Println(len(m), m)
	pm := map[Point]int{{2, 1}: 1, {1, 9}: 2, {1, 2}: 3}
	fmt.Println(pm)
	bm := map[bool]string{true: "t", false: "f"}
	fmt.Println(bm)
	am := map[[2]string]int{{"b", "a"}: 1, {"a", "z"}: 2}
	fmt.Println(am)
	im := map[interface{}]int{"b": 1, 2: 2, "a": 3, 1: 4, 2.5: 5, false: 6, Point{0, 1}: 7}
	fmt.Println(im)
	rm := map[rune]bool{'b': true, 'a': false}
	fmt.Printf("%v %+v %#v\n", rm, rm, rm)
	nested := map[string]map[string]int{"z": {"b": 2, "a": 1}, "a": nil}
	fmt.Printf("%v\n%#v\n", nested, nested)
	var nm map[string]int
	fmt.Println(nm["missing"], len(nm), nm == nil)
	for k := range nm {
		fmt.Println(k)
	}
	delete(nm, "x")
	cm := map[complex128]int{complex(1, 2): 1, complex(1, -1): 2, complex(0, 5): 3}
	fmt.Println(cm)
}

// Output:
// 5 map[NaN:nan1 NaN:nan2 -Inf:-inf 0:zero 1.5:x]
// false
// 5
// 0 map[]
// map[{1 2}:3 {1 9}:2 {2 1}:1]
// map[false:f true:t]
// map[[a z]:2 [b a]:1]
// map[a:3 b:1 1:4 2:2 2.5:5 false:6 {0 1}:7]
// map[97:false 98:true] map[97:false 98:true] map[int32]bool{97:false, 98:true}
// map[a:map[] z:map[a:1 b:2]]
// map[string]map[string]int{"a":map[string]int(nil), "z":map[string]int{"a":1, "b":2}}
// 0 0 true
// map[(0+5i):3 (1-1i):2 (1+2i):1]
