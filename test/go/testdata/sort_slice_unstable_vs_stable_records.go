package main

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

type Employee struct {
	Name string
	Dept string
	Age  int
}

func main() {
	var staff []Employee
	depts := []string{"eng", "ops", "sales", "eng", "hr"}
	for i := 0; i < 40; i++ {
		staff = append(staff, Employee{
			Name: fmt.Sprintf("e%02d", i),
			Dept: depts[(i*7)%len(depts)],
			Age:  20 + (i*13)%25,
		})
	}
	a := slices.Clone(staff)
	sort.Slice(a, func(i, j int) bool { return a[i].Dept < a[j].Dept })
	b := slices.Clone(staff)
	sort.SliceStable(b, func(i, j int) bool { return b[i].Dept < b[j].Dept })
	c := slices.Clone(staff)
	slices.SortFunc(c, func(x, y Employee) int { return strings.Compare(x.Dept, y.Dept) })
	d := slices.Clone(staff)
	slices.SortStableFunc(d, func(x, y Employee) int { return strings.Compare(x.Dept, y.Dept) })
	names := func(es []Employee) string {
		var sb strings.Builder
		for _, e := range es {
			sb.WriteString(e.Dept[:1] + e.Name[1:] + " ")
		}
		return sb.String()
	}
	fmt.Println("Slice      ", names(a))
	fmt.Println("SliceStable", names(b))
	fmt.Println("SortFunc   ", names(c))
	fmt.Println("StableFunc ", names(d))

	ages := make([]int, len(staff))
	for i, e := range staff {
		ages[i] = e.Age
	}
	sort.Sort(sort.Reverse(sort.IntSlice(ages)))
	fmt.Println(ages)
	i := sort.Search(len(ages), func(i int) bool { return ages[i] <= 30 })
	fmt.Println(i, ages[i])
	fmt.Println(sort.IsSorted(sort.IntSlice(ages)), sort.SliceIsSorted(ages, func(i, j int) bool { return ages[i] > ages[j] }))

	byAge := slices.Clone(staff[:12])
	sort.Slice(byAge, func(i, j int) bool {
		if byAge[i].Age != byAge[j].Age {
			return byAge[i].Age < byAge[j].Age
		}
		return byAge[i].Name > byAge[j].Name
	})
	for _, e := range byAge {
		fmt.Printf("%s:%d ", e.Name, e.Age)
	}
	fmt.Println()
	pos, found := slices.BinarySearchFunc(byAge, 33, func(e Employee, age int) int { return e.Age - age })
	fmt.Println(pos, found)
}

// Output:
// Slice       e20 e34 e39 e35 e04 e05 e19 e30 e29 e09 e10 e25 e24 e00 e14 e15 h12 h27 h02 h37 h17 h32 h07 h22 o18 o33 o38 o13 o28 o23 o08 o03 s31 s21 s16 s11 s36 s01 s26 s06 
// SliceStable e00 e04 e05 e09 e10 e14 e15 e19 e20 e24 e25 e29 e30 e34 e35 e39 h02 h07 h12 h17 h22 h27 h32 h37 o03 o08 o13 o18 o23 o28 o33 o38 s01 s06 s11 s16 s21 s26 s31 s36 
// SortFunc    e20 e34 e39 e35 e04 e05 e19 e30 e29 e09 e10 e25 e24 e00 e14 e15 h12 h27 h02 h37 h17 h32 h07 h22 o18 o33 o38 o13 o28 o23 o08 o03 s31 s21 s16 s11 s36 s01 s26 s06 
// StableFunc  e00 e04 e05 e09 e10 e14 e15 e19 e20 e24 e25 e29 e30 e34 e35 e39 h02 h07 h12 h17 h22 h27 h32 h37 o03 o08 o13 o18 o23 o28 o33 o38 s01 s06 s11 s16 s21 s26 s31 s36 
// [44 43 42 41 40 39 39 38 38 37 37 36 36 35 35 34 34 33 33 32 31 30 29 28 27 27 26 26 25 25 24 24 23 23 22 22 21 21 20 20]
// 21 30
// false true
// e00:20 e02:21 e04:22 e06:23 e08:24 e10:25 e01:33 e03:34 e05:35 e07:36 e09:37 e11:38 
// 6 true
