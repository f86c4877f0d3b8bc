package main

import (
	"cmp"
	"fmt"
	"slices"
)

type Pod struct{ Name string }

func Max[T cmp.Ordered](a, b T) T {
	if a > b {
		return a
	}
	return b
}

type Set[T comparable] map[T]struct{}

func main() {
	pods := []Pod{{"b"}, {"a"}}
	slices.Sort(pods)
	fmt.Println(Max(Pod{}, Pod{}))
	var s Set[[]string]
	idx := slices.Index(pods, "a")
	m := Max[float64](1, "2")
	unused := 0
	fmt.Println(s, idx, m)
}

// Error:
// # command-line-arguments
// ./err_generic_constraint_in_body.go:22:13: Pod does not satisfy cmp.Ordered (Pod missing in ~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr | ~float32 | ~float64 | ~string)
// ./err_generic_constraint_in_body.go:23:17: Pod does not satisfy cmp.Ordered (Pod missing in ~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr | ~float32 | ~float64 | ~string)
// ./err_generic_constraint_in_body.go:24:12: []string does not satisfy comparable
// ./err_generic_constraint_in_body.go:25:28: cannot use "a" (untyped string constant) as Pod value in argument to slices.Index
// ./err_generic_constraint_in_body.go:26:23: cannot use "2" (untyped string constant) as float64 value in argument to Max[float64]
// ./err_generic_constraint_in_body.go:27:2: declared and not used: unused
