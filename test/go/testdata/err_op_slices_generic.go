package main

import (
	"fmt"
	"slices"
	"sort"
)

type Item struct{ Name string; Prio int }

func main() {
	items := []Item{{"a", 2}, {"b", 1}}
	slices.Sort(items)
	sort.Slice(items, func(i, j int) int { return items[i].Prio - items[j].Prio })
	idx := slices.Index(items, "a")
	fmt.Println(items, idx, slices.Contains(items, Item{}))
}

// Error:
// # command-line-arguments
// ./err_op_slices_generic.go:13:13: Item does not satisfy cmp.Ordered (Item missing in ~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr | ~float32 | ~float64 | ~string)
// ./err_op_slices_generic.go:14:20: cannot use func(i, j int) int {…} (value of type func(i int, j int) int) as func(i int, j int) bool value in argument to sort.Slice
// ./err_op_slices_generic.go:15:29: cannot use "a" (untyped string constant) as Item value in argument to slices.Index
