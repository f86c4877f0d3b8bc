package main

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

type Version struct{ Major, Minor int }

func main() {
	xs := []int{1, 3, 3, 3, 7, 9, 12}
	for _, t := range []int{0, 1, 3, 4, 12, 13} {
		lo := sort.SearchInts(xs, t)
		hi := sort.Search(len(xs), func(i int) bool { return xs[i] > t })
		i, found := slices.BinarySearch(xs, t)
		fmt.Printf("t=%2d lower=%d upper=%d count=%d bs=(%d,%v)\n", t, lo, hi, hi-lo, i, found)
	}
	// Insert keeping order.
	var sorted []int
	for _, v := range []int{5, 1, 4, 1, 5, 9, 2, 6} {
		i := sort.SearchInts(sorted, v)
		sorted = append(sorted, 0)
		copy(sorted[i+1:], sorted[i:])
		sorted[i] = v
	}
	fmt.Println(sorted)
	// Search over a predicate that is not monotone: still returns some index.
	fmt.Println(sort.Search(10, func(i int) bool { return i%3 == 0 }))
	fmt.Println(sort.Search(0, func(i int) bool { panic("never") }))
	// Find: cmp-based.
	words := []string{"apple", "banana", "cherry", "date"}
	for _, w := range []string{"banana", "blueberry", "zzz", ""} {
		i, ok := sort.Find(len(words), func(i int) int { return strings.Compare(w, words[i]) })
		fmt.Printf("%q -> %d %v\n", w, i, ok)
	}
	vs := []Version{{1, 0}, {1, 4}, {2, 0}, {2, 3}, {3, 1}}
	target := Version{2, 1}
	i, ok := slices.BinarySearchFunc(vs, target, func(a, b Version) int {
		if a.Major != b.Major {
			return a.Major - b.Major
		}
		return a.Minor - b.Minor
	})
	fmt.Println(i, ok, vs[i])
	// Square root by binary search over ints.
	n := 1_000_000_007
	r := sort.Search(n, func(i int) bool { return i*i > n }) - 1
	fmt.Println(r, r*r <= n, (r+1)*(r+1) > n)
	fl := []float64{0.5, 1.5, 2.5}
	fmt.Println(sort.SearchFloat64s(fl, 2), sort.SearchStrings([]string{"a", "c"}, "b"))
	fmt.Println(sort.IsSorted(sort.IntSlice(xs)), sort.IntsAreSorted([]int{2, 1}), slices.IsSorted(words))
}

// Output:
// t= 0 lower=0 upper=0 count=0 bs=(0,false)
// t= 1 lower=0 upper=1 count=1 bs=(0,true)
// t= 3 lower=1 upper=4 count=3 bs=(1,true)
// t= 4 lower=4 upper=4 count=0 bs=(4,false)
// t=12 lower=6 upper=7 count=1 bs=(6,true)
// t=13 lower=7 upper=7 count=0 bs=(7,false)
// [1 1 2 4 5 5 6 9]
// 9
// 0
// "banana" -> 1 true
// "blueberry" -> 2 false
// "zzz" -> 4 false
// "" -> 0 false
// 3 false {2 3}
// 31622 true true
// 2 1
// true false true
