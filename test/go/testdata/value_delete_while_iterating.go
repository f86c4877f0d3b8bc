package main

import (
	"fmt"
	"sort"
)

func main() {
	m := map[int]bool{}
	for i := 0; i < 10; i++ {
		m[i] = i%3 == 0
	}
	for k, keep := range m {
		if !keep {
			delete(m, k)
		}
	}
	var ks []int
	for k := range m {
		ks = append(ks, k)
	}
	sort.Ints(ks)
	fmt.Println(ks, len(m))
	xs := []int{1, 2, 3, 4, 5, 6}
	out := xs[:0]
	for _, x := range xs {
		if x%2 == 0 {
			out = append(out, x)
		}
	}
	fmt.Println(out, xs)
}

// Output:
// [0 3 6 9] 4
// [2 4 6] [2 4 6 4 5 6]
