package main

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

func try(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("%s: %v\n", name, r)
		}
	}()
	f()
}

func main() {
	try("sort.Slice on array", func() { sort.Slice([3]int{3, 1, 2}, func(i, j int) bool { return false }) })
	try("Repeat negative", func() { _ = strings.Repeat("x", -1) })
	try("slices.Insert past end", func() { _ = slices.Insert([]int{1, 2}, 5, 9) })
	try("slices.Delete bad range", func() { _ = slices.Delete([]int{1, 2, 3}, 2, 1) })
	try("slice of nil pointer array", func() {
		var p *[4]int
		_ = p[1:2]
	})
	try("make negative", func() {
		n := -3
		_ = make([]int, n)
	})
	try("make cap < len", func() {
		n, c := 5, 2
		_ = make([]int, n, c)
	})
	try("3-index slice", func() {
		s := make([]int, 2, 4)
		i, j, k := 1, 3, 2
		_ = s[i:j:k]
	})
	try("string index", func() {
		s := "abc"
		i := 3
		_ = s[i]
	})
	try("string slice", func() {
		s := "abc"
		i, j := 2, 1
		_ = s[i:j]
	})
	try("array pointer nil len", func() {
		var p *[4]int
		fmt.Println("len of nil *[4]int:", len(p))
		_ = p[0]
	})
	try("conversion slice to array", func() {
		s := []int{1, 2}
		_ = [3]int(s)
	})
	try("type assertion", func() {
		var x any = "str"
		_ = x.(fmt.Stringer)
	})
	try("closed nil func", func() {
		var f func(int) int
		f(1)
	})
	x := []int{5, 2, 8, 2}
	sort.Ints(x)
	fmt.Println(x, sort.SearchInts(x, 3), slices.Contains(x, 8), slices.Compact(x), slices.Equal(x, x))
	fmt.Println(slices.Reverse, len(slices.Repeat([]int{1}, 3)))
}

// Error:
// # command-line-arguments
// ./sort_misuse_panics.go:71:13: in call to fmt.Println, cannot infer S ($GOROOT/src/slices/slices.go:466:14)
