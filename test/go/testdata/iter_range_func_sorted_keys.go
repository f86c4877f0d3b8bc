package main

import (
	"fmt"
	"iter"
	"maps"
	"slices"
	"strings"
)

type Inventory struct {
	items map[string]int
}

func (inv *Inventory) All() iter.Seq2[string, int] {
	return func(yield func(string, int) bool) {
		for _, k := range slices.Sorted(maps.Keys(inv.items)) {
			if !yield(k, inv.items[k]) {
				return
			}
		}
	}
}

func Filter[T any](seq iter.Seq[T], keep func(T) bool) iter.Seq[T] {
	return func(yield func(T) bool) {
		for v := range seq {
			if keep(v) && !yield(v) {
				return
			}
		}
	}
}

func Count(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := range n {
			if !yield(i) {
				fmt.Println("  stopped at", i)
				return
			}
		}
	}
}

func main() {
	inv := &Inventory{items: map[string]int{"pear": 3, "apple": 5, "fig": 0, "kiwi": 12}}
	for name, qty := range inv.All() {
		if qty == 0 {
			continue
		}
		fmt.Printf("%-6s %2d\n", name, qty)
		if name == "kiwi" {
			break
		}
	}
	evens := Filter(Count(10), func(i int) bool { return i%2 == 0 })
	for v := range evens {
		if v > 4 {
			break
		}
		fmt.Println("even", v)
	}
	fmt.Println(slices.Collect(Filter(slices.Values([]string{"go", "rust", "zig", "c"}), func(s string) bool { return len(s) <= 2 })))
	keys := slices.Collect(maps.Keys(inv.items))
	slices.Sort(keys)
	fmt.Println(keys, slices.Index(keys, "fig"), slices.Contains(keys, "plum"))
	for i, chunk := range slices.All(slices.Collect(slices.Chunk([]int{1, 2, 3, 4, 5}, 2))) {
		fmt.Println(i, chunk)
	}
	next, stop := iter.Pull(Count(3))
	defer stop()
	for {
		v, ok := next()
		if !ok {
			break
		}
		fmt.Print(v, " ")
	}
	fmt.Println()
	upper := maps.Collect(func(yield func(string, string) bool) {
		for _, w := range []string{"a", "b"} {
			if !yield(w, strings.ToUpper(w)) {
				return
			}
		}
	})
	fmt.Println(upper, len(upper))
	for i := range 3 {
		defer fmt.Println("deferred", i)
	}
	fmt.Println(slices.Sorted(maps.Values(inv.items)), slices.Backward([]int{1, 2}) != nil)
}

// Output:
// apple   5
// kiwi   12
// even 0
// even 2
// even 4
//   stopped at 6
// [go c]
// [apple fig kiwi pear] 1 false
// 0 [1 2]
// 1 [3 4]
// 2 [5]
// 0 1 2 
// map[a:A b:B] 2
// [0 3 5 12] true
// deferred 2
// deferred 1
// deferred 0
