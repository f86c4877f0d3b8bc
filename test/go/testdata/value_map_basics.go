package main

import "fmt"

func main() {
	m := map[string]int{}
	m["a"] = 1
	m["b"] += 5
	m["a"]++
	v, ok := m["a"]
	fmt.Println(v, ok)
	v, ok = m["zzz"]
	fmt.Println(v, ok)
	delete(m, "a")
	delete(m, "missing")
	fmt.Println(len(m), m)
	var nilMap map[string]bool
	fmt.Println(nilMap["x"], len(nilMap))
	for k := range nilMap {
		fmt.Println("never", k)
	}
	delete(nilMap, "x")
	if _, found := m["b"]; found {
		fmt.Println("b found")
	}
	nested := map[string]map[string]int{}
	if nested["ns"] == nil {
		nested["ns"] = map[string]int{}
	}
	nested["ns"]["pods"]++
	nested["ns"]["pods"]++
	fmt.Println(nested)
}

// Output:
// 2 true
// 0 false
// 1 map[b:5]
// false 0
// b found
// map[ns:map[pods:2]]
