package main

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"
)

type Employee struct {
	Name   string
	Dept   string
	Salary int
	Age    int
}

func main() {
	staff := []Employee{
		{"Alice", "eng", 120, 30},
		{"Bob", "ops", 90, 45},
		{"Carol", "eng", 120, 28},
		{"Dan", "sales", 70, 35},
		{"Eve", "ops", 95, 30},
		{"Frank", "eng", 110, 50},
	}
	bySalaryThenName := func(a, b Employee) int {
		return cmp.Or(cmp.Compare(b.Salary, a.Salary), strings.Compare(a.Name, b.Name))
	}
	s := slices.Clone(staff)
	slices.SortFunc(s, bySalaryThenName)
	for _, e := range s {
		fmt.Printf("%-6s %-5s %d\n", e.Name, e.Dept, e.Salary)
	}
	s2 := slices.Clone(staff)
	slices.SortStableFunc(s2, func(a, b Employee) int { return cmp.Compare(a.Dept, b.Dept) })
	fmt.Println(s2)
	fmt.Println(slices.IsSortedFunc(s, bySalaryThenName), slices.IsSortedFunc(staff, bySalaryThenName))

	ages := []int{}
	for _, e := range staff {
		ages = append(ages, e.Age)
	}
	slices.Sort(ages)
	fmt.Println(ages, slices.Compact(slices.Clone(ages)))
	for _, target := range []int{30, 31, 10, 99} {
		i, found := slices.BinarySearch(ages, target)
		fmt.Printf("search %d: i=%d found=%t\n", target, i, found)
	}
	byName := slices.Clone(staff)
	slices.SortFunc(byName, func(a, b Employee) int { return strings.Compare(a.Name, b.Name) })
	i, ok := slices.BinarySearchFunc(byName, "Dan", func(e Employee, name string) int { return strings.Compare(e.Name, name) })
	fmt.Println("Dan at", i, ok, byName[i].Dept)
	i, ok = slices.BinarySearchFunc(byName, "Cyd", func(e Employee, name string) int { return strings.Compare(e.Name, name) })
	fmt.Println("Cyd at", i, ok)

	for c := range slices.Chunk([]int{1, 2, 3, 4, 5, 6, 7}, 3) {
		fmt.Print(c, len(c), cap(c), " ")
	}
	fmt.Println()

	depts := map[string][]string{}
	for _, e := range staff {
		depts[e.Dept] = append(depts[e.Dept], e.Name)
	}
	keys := slices.Sorted(maps.Keys(depts))
	fmt.Println(keys)
	for _, k := range keys {
		fmt.Println(k, depts[k])
	}
	collected := slices.Collect(maps.Values(map[int]string{1: "x"}))
	fmt.Println(collected)
	words := strings.Fields("the quick brown fox jumps over the lazy dog the end")
	fmt.Println(slices.Index(words, "the"), slices.Contains(words, "cat"), slices.IndexFunc(words, func(w string) bool { return len(w) > 4 }))
	words = slices.DeleteFunc(words, func(w string) bool { return w == "the" })
	fmt.Println(words, len(words))
	words = slices.Insert(words, 2, "very", "very")
	fmt.Println(words)
	words = slices.Replace(words, 0, 2, "A")
	fmt.Println(words)
	fmt.Println(slices.Max(ages), slices.Min(ages), slices.MaxFunc(staff, func(a, b Employee) int { return cmp.Compare(a.Age, b.Age) }).Name)
	rev := slices.Clone(ages)
	slices.Reverse(rev)
	fmt.Println(rev, slices.Equal(rev, ages), slices.Compare([]int{1, 2}, []int{1, 3}))
	fmt.Println(slices.Repeat([]string{"ab"}, 3), slices.Concat([]int{1}, nil, []int{2, 3}))
	for i, v := range slices.Backward([]string{"x", "y", "z"}) {
		fmt.Print(i, v, ";")
	}
	fmt.Println()
	sortedDesc := slices.SortedFunc(slices.Values([]int{3, 1, 2}), func(a, b int) int { return b - a })
	fmt.Println(sortedDesc, slices.SortedStableFunc(slices.Values(staff), func(a, b Employee) int { return cmp.Compare(a.Age/10, b.Age/10) })[0].Name)
	grow := slices.Grow([]int{1}, 10)
	fmt.Println(len(grow), cap(grow) >= 11, slices.Clip(grow) != nil)
	fmt.Println(slices.AppendSeq([]int{0}, slices.Values([]int{7, 8})))
	fmt.Println(slices.CompactFunc([]string{"a", "A", "b", "B", "b"}, strings.EqualFold))
	fmt.Println(slices.ContainsFunc(staff, func(e Employee) bool { return e.Dept == "hr" }))
}

// Output:
// Alice  eng   120
// Carol  eng   120
// Frank  eng   110
// Eve    ops   95
// Bob    ops   90
// Dan    sales 70
// [{Alice eng 120 30} {Carol eng 120 28} {Frank eng 110 50} {Bob ops 90 45} {Eve ops 95 30} {Dan sales 70 35}]
// true false
// [28 30 30 35 45 50] [28 30 35 45 50]
// search 30: i=1 found=true
// search 31: i=3 found=false
// search 10: i=0 found=false
// search 99: i=6 found=false
// Dan at 3 true sales
// Cyd at 3 false
// [1 2 3] 3 3 [4 5 6] 3 3 [7] 1 1 
// [eng ops sales]
// eng [Alice Carol Frank]
// ops [Bob Eve]
// sales [Dan]
// [x]
// 0 false 1
// [quick brown fox jumps over lazy dog end] 8
// [quick brown very very fox jumps over lazy dog end]
// [A very very fox jumps over lazy dog end]
// 50 28 Frank
// [50 45 35 30 30 28] false -1
// [ab ab ab] [1 2 3]
// 2z;1y;0x;
// [3 2 1] Carol
// 1 true true
// [0 7 8]
// [a b]
// false
