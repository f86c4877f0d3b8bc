package main

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
)

type Employee struct {
	Name   string
	Dept   string
	Salary int
}

func main() {
	staff := []Employee{
		{"Zoe", "eng", 120}, {"Adam", "ops", 90}, {"Mia", "eng", 120}, {"Bob", "sales", 70}, {"Eve", "ops", 95},
	}
	slices.SortFunc(staff, func(a, b Employee) int {
		return cmp.Or(cmp.Compare(b.Salary, a.Salary), strings.Compare(a.Name, b.Name))
	})
	for _, e := range staff {
		fmt.Println(e)
	}
	byDept := map[string][]string{}
	for _, e := range staff {
		byDept[e.Dept] = append(byDept[e.Dept], e.Name)
	}
	keys := slices.Sorted(maps.Keys(byDept))
	fmt.Println(keys)
	for _, k := range keys {
		fmt.Println(k, byDept[k])
	}
	idx, found := slices.BinarySearchFunc(staff, 95, func(e Employee, s int) int { return cmp.Compare(s, e.Salary) })
	fmt.Println(idx, found)
	nums := []int{5, 2, 8, 2, 9, 1}
	fmt.Println(slices.Max(nums), slices.Min(nums), slices.Index(nums, 8), slices.Contains(nums, 7))
	s2 := slices.Clone(nums)
	slices.Sort(s2)
	fmt.Println(s2, slices.Compact(s2), nums)
	fmt.Println(slices.Reverse, slices.Equal(nums, s2))
	chunks := [][]int{}
	for c := range slices.Chunk([]int{1, 2, 3, 4, 5}, 2) {
		chunks = append(chunks, c)
	}
	fmt.Println(chunks)
	for i, v := range slices.Backward([]string{"a", "b", "c"}) {
		fmt.Print(i, v, " ")
	}
	fmt.Println()
	vals := slices.Collect(maps.Values(map[int]string{1: "x"}))
	fmt.Println(vals)
	m2 := maps.Collect(slices.All([]string{"p", "q"}))
	fmt.Println(m2)
	fmt.Println(slices.Insert([]int{1, 2}, 1, 9, 9), slices.Delete([]int{0, 1, 2, 3}, 1, 3), slices.Repeat([]int{7}, 3))
	people := []string{"bob", "Alice", "carol"}
	sort.Strings(people)
	fmt.Println(people, sort.SearchStrings(people, "bob"))
	sort.Slice(people, func(i, j int) bool { return strings.ToLower(people[i]) < strings.ToLower(people[j]) })
	fmt.Println(people, sort.IsSorted(sort.StringSlice(people)))
	fmt.Println(slices.IndexFunc(people, func(s string) bool { return strings.HasPrefix(s, "c") }))
	defer func() { fmt.Println("recovered:", recover()) }()
	fmt.Println(slices.Insert([]int{1}, 5, 2))
}

// Error:
// # command-line-arguments
// ./slices_maps_iterators_sort.go:44:13: in call to fmt.Println, cannot infer S ($GOROOT/src/slices/slices.go:466:14)
