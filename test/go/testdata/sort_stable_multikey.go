package main

import (
	"cmp"
	"fmt"
	"slices"
	"sort"
	"strings"
)

type Employee struct {
	Name   string
	Dept   string
	Salary int
	Age    int
}

type byDept []Employee

func (b byDept) Len() int           { return len(b) }
func (b byDept) Less(i, j int) bool { return b[i].Dept < b[j].Dept }
func (b byDept) Swap(i, j int)      { b[i], b[j] = b[j], b[i] }

func main() {
	staff := []Employee{
		{"Alice", "eng", 120, 30}, {"Bob", "ops", 90, 45}, {"Carol", "eng", 120, 28},
		{"Dan", "ops", 95, 33}, {"Eve", "eng", 110, 41}, {"Frank", "sales", 70, 29},
		{"Grace", "sales", 70, 52}, {"Heidi", "eng", 130, 35},
	}
	s := slices.Clone(staff)
	sort.SliceStable(s, func(i, j int) bool { return s[i].Salary > s[j].Salary })
	sort.Stable(byDept(s))
	for _, e := range s {
		fmt.Printf("%-6s %-5s %d\n", e.Name, e.Dept, e.Salary)
	}
	fmt.Println(sort.IsSorted(byDept(s)))

	s2 := slices.Clone(staff)
	slices.SortStableFunc(s2, func(a, b Employee) int {
		return cmp.Or(
			cmp.Compare(a.Dept, b.Dept),
			-cmp.Compare(a.Salary, b.Salary),
			strings.Compare(a.Name, b.Name),
		)
	})
	for _, e := range s2 {
		fmt.Print(e.Name, " ")
	}
	fmt.Println()

	ages := []int{}
	for _, e := range staff {
		ages = append(ages, e.Age)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(ages)))
	fmt.Println(ages)
	i := sort.Search(len(ages), func(i int) bool { return ages[i] <= 33 })
	fmt.Println(i, ages[i])
	names := []string{"bob", "Alice", "carol", "alice", "Bob"}
	sort.Strings(names)
	fmt.Println(names, sort.SearchStrings(names, "bob"), sort.SearchStrings(names, "zed"))
	idx, found := slices.BinarySearchFunc(s2, "ops", func(e Employee, d string) int { return cmp.Compare(e.Dept, d) })
	fmt.Println(idx, found)
	fl := []float64{2.5, -1, 3, 0}
	sort.Float64s(fl)
	fmt.Println(fl, slices.Max(fl), slices.Index(fl, 3))
}

// Output:
// Heidi  eng   130
// Alice  eng   120
// Carol  eng   120
// Eve    eng   110
// Dan    ops   95
// Bob    ops   90
// Frank  sales 70
// Grace  sales 70
// true
// Heidi Alice Carol Eve Dan Bob Frank Grace 
// [52 45 41 35 33 30 29 28]
// 4 33
// [Alice Bob alice bob carol] 3 5
// 4 true
// [-1 0 2.5 3] 3 3
