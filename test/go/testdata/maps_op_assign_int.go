// Map op-assignment on int and int64 values (+=, -=, ++, --, wrapping at int64's bounds, past 2^53,
// struct keys, a right side that grows the map, a nil map) and strconv.Itoa at the extremes.
package main

import (
	"fmt"
	"strconv"
)

type K struct{ a, b int }

func main() {
	m := map[string]int{}
	m["a"] += 5
	m["a"] -= 7
	m["b"]++
	m["b"]++
	m["c"]--
	var n int64 = 9223372036854775800
	m64 := map[string]int64{"x": n}
	m64["x"] += 7
	m64["x"]++
	fmt.Println(m64["x"])
	m64["x"]++
	fmt.Println(m64["x"])
	mi := map[int]int{1: 9007199254740990}
	mi[1] += 5
	mi[1]++
	mi[2] -= 9007199254740991
	mi[2] -= 9007199254740991
	fmt.Println(mi[1], mi[2])
	mk := map[K]int{}
	mk[K{1, 2}] += 3
	mk[K{1, 2}]++
	fmt.Println(mk[K{1, 2}], len(mk))
	fmt.Println(m["a"], m["b"], m["c"], len(m))
	fmt.Println(strconv.Itoa(-12345), strconv.Itoa(0), strconv.Itoa(9223372036854775807), strconv.Itoa(-9223372036854775808))
	// evaluation order: the right side grows the map
	g := map[string]int{}
	f := func() int { g["z"] = 1; g["w"] = 2; return 10 }
	g["y"] += f()
	fmt.Println(g["y"], g["z"], len(g))
	var nm map[string]int
	defer func() { fmt.Println("recovered:", recover()) }()
	nm["q"] += f()
}

// Output:
// -9223372036854775808
// -9223372036854775807
// 9007199254740996 -18014398509481982
// 4 1
// -2 2 -1 3
// -12345 0 9223372036854775807 -9223372036854775808
// 10 1 3
// recovered: assignment to entry in nil map
