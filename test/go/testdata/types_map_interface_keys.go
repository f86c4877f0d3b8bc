package main

import "fmt"

// Constant keys of an interface-keyed map are keys of their default types: 1 (int) and 1.0
// (float64) are two keys, as are "a", 'a' (rune) and 97 (int).
func main() {
	m := map[any]int{1: 1, 1.0: 3}
	fmt.Println(len(m), m[1], m[1.0], m[int64(1)])
	n := map[interface{}]string{"a": "x", 'a': "y", 97: "z", 97.0: "w"}
	fmt.Println(len(n), n['a'], n[97], n[97.0])
	type key interface{}
	k := map[key]bool{true: true, 2i: false, 2: true}
	fmt.Println(len(k))
}

// Output:
// 2 1 3 0
// 4 y z w
// 3
