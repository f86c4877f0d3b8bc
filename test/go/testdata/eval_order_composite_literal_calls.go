package main

import "fmt"

// gc hoists the calls of a composite literal's elements (walk/order.go) and reads plain operands
// afterwards, as in an argument list; a map literal keeps its entries' order.

type T struct{ a, b int }

type W struct {
	A int
	B string
	C []int
}

func main() {
	x := 1
	f := func() int { x = 100; return 5 }

	fmt.Println("slice", []int{x, f()})
	x = 1
	fmt.Println("array", [3]int{x, f(), x + 1})
	x = 1
	fmt.Println("keyed array", [4]int{3: x, 0: f()})
	x = 1
	fmt.Println("struct", T{a: x, b: f()})
	x = 1
	fmt.Println("struct reversed keys", T{b: f(), a: x})
	x = 1
	fmt.Println("positional", T{x, f()})
	x = 1
	p := &T{a: x, b: f()}
	fmt.Println("pointer", *p)
	x = 1
	name := "a"
	w := W{B: name, A: func() int { name = "b"; return 1 }(), C: []int{len(name)}}
	fmt.Println("mixed", w)
	x = 1
	fmt.Println("map", map[string]int{"a": x, "b": f()})
	x = 1
	fmt.Println("no call", []int{x, x * 2}, T{a: x})

	// Keyed fields are evaluated in source order, not the struct's field order.
	order := ""
	mark := func(s string, v int) int { order += s; return v }
	t2 := T{b: mark("b", 2), a: mark("a", 1)}
	fmt.Println("keys in source order", t2, order)
}


// Output:
// slice [100 5]
// array [100 5 101]
// keyed array [5 0 0 100]
// struct {100 5}
// struct reversed keys {100 5}
// positional {100 5}
// pointer {100 5}
// mixed {1 b [1]}
// map map[a:1 b:5]
// no call [1 2] {1 0}
// keys in source order {1 2} ba
