package main

import (
	"fmt"
	"slices"
	"strings"
)

type Job struct {
	Name  string
	Start int
}

func main() {
	xs := []int{3, 1, 4, 1, 5, 9, 2, 6}
	fmt.Println(slices.Contains(xs, 9), slices.Index(xs, 1), slices.Index(xs, 7))
	s := slices.Clone(xs)
	slices.Sort(s)
	fmt.Println(s, xs[:3])
	fmt.Println(slices.Max(xs), slices.Min(xs), slices.Compact(s))
	idx, found := slices.BinarySearch([]int{1, 3, 5}, 4)
	fmt.Println(idx, found)
	jobs := []Job{{"b", 3}, {"a", 1}, {"c", 3}, {"d", 2}}
	slices.SortStableFunc(jobs, func(a, b Job) int { return b.Start - a.Start })
	fmt.Println(jobs)
	slices.SortFunc(jobs, func(a, b Job) int { return strings.Compare(a.Name, b.Name) })
	fmt.Println(jobs)
	fins := []string{"a/x", "b/y", "a/z"}
	fins = slices.DeleteFunc(fins, func(f string) bool { return strings.HasPrefix(f, "a/") })
	fmt.Println(fins, len(fins))
	fmt.Println(slices.Equal([]int{1, 2}, []int{1, 2}), slices.IndexFunc(xs, func(n int) bool { return n > 4 }))
	r := []int{1, 2, 3}
	slices.Reverse(r)
	fmt.Println(r, slices.Insert(r, 1, 10, 11), slices.Delete([]int{0, 1, 2, 3}, 1, 3))
	fmt.Println(slices.ContainsFunc(jobs, func(j Job) bool { return j.Start == 2 }))
}

// Output:
// true 1 -1
// [1 1 2 3 4 5 6 9] [3 1 4]
// 9 1 [1 2 3 4 5 6 9]
// 2 false
// [{b 3} {c 3} {d 2} {a 1}]
// [{a 1} {b 3} {c 3} {d 2}]
// [b/y] 1
// true 4
// [3 2 1] [3 10 11 2 1] [0 3]
// true
