package main

import (
	"fmt"
	"iter"
	"maps"
	"slices"
)

func gen(yield func(int) bool) {
	for i := 3; i > 0; i-- {
		if !yield(i) {
			return
		}
	}
}

func main() {
	m := map[string]int{"b": 2, "a": 1}
	keys := maps.Keys(m)
	fmt.Printf("%T\n", keys)
	fmt.Println(slices.Sorted(keys), slices.Collect(gen), slices.Sorted(gen))
	var s iter.Seq[int] = slices.Values([]int{5, 6})
	fmt.Println(slices.Collect(s), maps.Collect(slices.All([]string{"x", "y"})))
	m2 := map[int]string{}
	maps.Insert(m2, slices.All([]string{"p"}))
	fmt.Println(m2, slices.AppendSeq([]int{0}, gen))
	for c := range slices.Chunk([]int{1, 2, 3}, 2) {
		fmt.Print(c)
	}
	fmt.Println()
}

// Output:
// iter.Seq[string]
// [a b] [3 2 1] [1 2 3]
// [5 6] map[0:x 1:y]
// map[0:p] [0 3 2 1]
// [1 2][3]
