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
	Salary float64
	Age    int
}

func main() {
	staff := []Employee{
		{"Zoë", "eng", 120000, 31},
		{"adam", "ops", 90000, 45},
		{"Bea", "eng", 120000, 28},
		{"Carl", "ops", 95000, 38},
		{"dina", "eng", 99000.5, 31},
		{"Eve", "sales", 70000, 25},
	}
	sort.SliceStable(staff, func(i, j int) bool {
		if staff[i].Dept != staff[j].Dept {
			return staff[i].Dept < staff[j].Dept
		}
		return staff[i].Salary > staff[j].Salary
	})
	fmt.Printf("%-6s|%-5s|%10s|%3s\n", "NAME", "DEPT", "SALARY", "AGE")
	fmt.Println(strings.Repeat("-", 27))
	for _, e := range staff {
		fmt.Printf("%-6s|%-5s|%10.2f|%3d\n", e.Name, e.Dept, e.Salary, e.Age)
	}
	slices.SortFunc(staff, func(a, b Employee) int {
		return cmp.Or(cmp.Compare(a.Age, b.Age), strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)))
	})
	for _, e := range staff {
		fmt.Print(e.Name, "(", e.Age, ") ")
	}
	fmt.Println()
	totals := map[string]float64{}
	for _, e := range staff {
		totals[e.Dept] += e.Salary
	}
	depts := make([]string, 0, len(totals))
	for d := range totals {
		depts = append(depts, d)
	}
	sort.Slice(depts, func(i, j int) bool { return totals[depts[i]] > totals[depts[j]] })
	for _, d := range depts {
		fmt.Printf("%s=%.1f ", d, totals[d])
	}
	fmt.Println()
	idx, found := slices.BinarySearchFunc(staff, 38, func(e Employee, age int) int { return cmp.Compare(e.Age, age) })
	fmt.Println(idx, found, sort.SearchInts([]int{1, 3, 5, 7}, 4))
	names := []string{"b", "A", "c", "B"}
	sort.Strings(names)
	fmt.Println(names, sort.StringsAreSorted(names), slices.IsSorted([]int{3, 1}))
}

// Output:
// NAME  |DEPT |    SALARY|AGE
// ---------------------------
// Zoë   |eng  | 120000.00| 31
// Bea   |eng  | 120000.00| 28
// dina  |eng  |  99000.50| 31
// Carl  |ops  |  95000.00| 38
// adam  |ops  |  90000.00| 45
// Eve   |sales|  70000.00| 25
// Eve(25) Bea(28) dina(31) Zoë(31) Carl(38) adam(45) 
// eng=339000.5 ops=185000.0 sales=70000.0 
// 4 true 2
// [A B b c] true false
