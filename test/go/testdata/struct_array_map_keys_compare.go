package main

import (
	"fmt"
	"math"
	"sort"
)

type Point struct{ X, Y int }
type Edge struct{ From, To Point }
type Key struct {
	Name string
	Tags [2]string
	f    float64
}
type withIface struct {
	V any
}

func main() {
	visits := map[Point]int{}
	path := []Point{{0, 0}, {1, 0}, {1, 1}, {0, 0}, {1, 1}, {1, 1}}
	for _, p := range path {
		visits[p]++
	}
	keys := make([]Point, 0, len(visits))
	for p := range visits {
		keys = append(keys, p)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].X != keys[j].X {
			return keys[i].X < keys[j].X
		}
		return keys[i].Y < keys[j].Y
	})
	for _, k := range keys {
		fmt.Printf("%v:%d %+v\n", k, visits[k], k)
	}
	edges := map[Edge]bool{{Point{0, 0}, Point{1, 0}}: true}
	fmt.Println(edges[Edge{Point{0, 0}, Point{1, 0}}], edges[Edge{Point{1, 0}, Point{0, 0}}], len(edges))

	grid := map[[2]int]rune{{0, 0}: '#', {0, 1}: '.'}
	grid[[2]int{0, 0}] = '@'
	fmt.Println(len(grid), string(grid[[2]int{0, 0}]), grid[[2]int{5, 5}])

	// NaN in a key: never equal, so each insert adds an entry.
	m := map[Key]int{}
	m[Key{"a", [2]string{"x", "y"}, math.NaN()}] = 1
	m[Key{"a", [2]string{"x", "y"}, math.NaN()}] = 2
	m[Key{"a", [2]string{"x", "y"}, 0}] = 3
	m[Key{"a", [2]string{"x", "y"}, math.Copysign(0, -1)}] = 4
	fmt.Println(len(m), m[Key{"a", [2]string{"x", "y"}, 0}])
	k1 := Key{"a", [2]string{"x", "y"}, math.NaN()}
	fmt.Println(k1 == k1, Key{Name: "b"} == Key{Name: "b"})

	// Arrays compare element-wise; interface fields compare dynamically.
	a, b := [3]int{1, 2, 3}, [3]int{1, 2, 3}
	fmt.Println(a == b, a != [3]int{1, 2, 4})
	fmt.Println(withIface{1} == withIface{1}, withIface{1} == withIface{int64(1)}, withIface{"s"} == withIface{"s"})
	mi := map[any]string{}
	mi[Point{1, 2}] = "point"
	mi[[2]int{1, 2}] = "array"
	mi[1] = "int"
	mi[int8(1)] = "int8"
	fmt.Println(len(mi), mi[Point{1, 2}], mi[[2]int{1, 2}], mi[1], mi[int8(1)])
	defer func() { fmt.Println("recovered:", recover()) }()
	fmt.Println(withIface{[]int{1}} == withIface{[]int{1}})
}

// Output:
// {0 0}:2 {X:0 Y:0}
// {1 0}:1 {X:1 Y:0}
// {1 1}:3 {X:1 Y:1}
// true false 1
// 2 @ 0
// 3 4
// false true
// true true
// true false true
// 4 point array int int8
// recovered: runtime error: comparing uncomparable type []int
