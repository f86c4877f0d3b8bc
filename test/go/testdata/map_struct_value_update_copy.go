package main

import "fmt"

type counter struct {
	name string
	hits int
}

func main() {
	byName := map[string]counter{"a": {"a", 1}, "b": {"b", 2}}

	// The usual fix for "cannot assign to struct field in map": copy, change, store.
	c := byName["a"]
	c.hits++
	byName["a"] = c

	// A copy changed without storing it back changes nothing.
	d := byName["b"]
	d.hits += 10
	fmt.Println(byName["a"].hits, byName["b"].hits, d.hits)

	// Pointers in the map can be changed in place.
	ptrs := map[string]*counter{}
	for k, v := range byName {
		v := v
		ptrs[k] = &v
	}
	ptrs["b"].hits = 99
	fmt.Println(ptrs["b"].hits, byName["b"].hits)

	// A missing key gives the zero value; through a pointer map it is nil.
	fmt.Printf("%+v %v\n", byName["zzz"], ptrs["zzz"])
	defer func() { fmt.Println("recovered:", recover()) }()
	ptrs["zzz"].hits++
}

// Output:
// 2 2 12
// 99 2
// {name: hits:0} <nil>
// recovered: runtime error: invalid memory address or nil pointer dereference
