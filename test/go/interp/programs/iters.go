package main

import (
	"fmt"
	"maps"
	"slices"
	"sort"
)

func Count(n int) func(func(int) bool) {
	return func(yield func(int) bool) {
		for i := 0; i < n; i++ {
			if !yield(i) {
				return
			}
		}
	}
}

func Pairs(m map[string]int) func(func(string, int) bool) {
	return func(yield func(string, int) bool) {
		keys := make([]string, 0)
		for k := range m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if !yield(k, m[k]) {
				return
			}
		}
	}
}

func main() {
	for i := range Count(5) {
		if i == 3 {
			break
		}
		fmt.Print(i, " ")
	}
	fmt.Println()
	for k, v := range Pairs(map[string]int{"b": 2, "a": 1}) {
		fmt.Print(k, v, " ")
	}
	fmt.Println()
	m := map[string]int{"x": 1, "y": 2}
	keys := slices.Collect(maps.Keys(m))
	slices.Sort(keys)
	fmt.Println(keys)
	for i, v := range slices.All([]string{"p", "q"}) {
		fmt.Print(i, v, " ")
	}
	fmt.Println()
}
