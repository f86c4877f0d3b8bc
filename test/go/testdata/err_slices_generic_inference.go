package main

import (
	"fmt"
	"maps"
	"slices"
)

type byLen []string

func main() {
	words := []string{"bb", "a", "ccc"}
	slices.SortFunc(words, func(a, b string) bool { return len(a) < len(b) })
	keys := maps.Keys(map[string]int{"a": 1})
	fmt.Println(keys[0])
	idx := slices.Index(words, 3)
	fmt.Println(idx, slices.Max([]any{1, 2}))
}

// Error:
// # command-line-arguments
// ./err_slices_generic_inference.go:13:25: in call to slices.SortFunc, type func(a string, b string) bool of func(a, b string) bool {…} does not match inferred type func(a string, b string) int for func(a E, b E) int
// ./err_slices_generic_inference.go:15:18: invalid operation: cannot index keys (variable of func type iter.Seq[string])
// ./err_slices_generic_inference.go:16:29: cannot use 3 (untyped int constant) as string value in argument to slices.Index
// ./err_slices_generic_inference.go:17:29: any does not satisfy cmp.Ordered
