package main

import (
	"fmt"
	"sort"
	"strings"
)

type Employee struct {
	Name   string
	Dept   string
	Salary int
}

func main() {
	emps := []Employee{
		{"Ann", "Eng", 120}, {"Bob", "Ops", 90}, {"Cid", "Eng", 110}, {"Dee", "Ops", 95}, {"Eve", "Eng", 120},
	}
	sort.Slice(emps, func(i, j int) bool {
		if emps[i].Salary != emps[j].Salary {
			return emps[i].Salary > emps[j].Salary
		}
		return emps[i].Name < emps[j].Name
	})
	for _, e := range emps {
		fmt.Printf("%-4s %-4s %4d\n", e.Name, e.Dept, e.Salary)
	}
	byDept := map[string][]string{}
	for _, e := range emps {
		byDept[e.Dept] = append(byDept[e.Dept], e.Name)
	}
	depts := make([]string, 0, len(byDept))
	for d := range byDept {
		depts = append(depts, d)
	}
	sort.Strings(depts)
	for _, d := range depts {
		fmt.Println(d, strings.Join(byDept[d], ","))
	}
	words := strings.Fields("b a d c a b")
	freq := map[string]int{}
	for _, w := range words {
		freq[w]++
	}
	type kv struct {
		K string
		V int
	}
	var kvs []kv
	for k, v := range freq {
		kvs = append(kvs, kv{k, v})
	}
	sort.Slice(kvs, func(i, j int) bool { return kvs[i].V > kvs[j].V || kvs[i].V == kvs[j].V && kvs[i].K < kvs[j].K })
	fmt.Println(kvs)
	fmt.Println(sort.SearchStrings([]string{"a", "c", "e"}, "d"))
	x := sort.StringSlice{"z", "y"}
	x.Sort()
	fmt.Println(x, x.Len())
}

// Output:
// Ann  Eng   120
// Eve  Eng   120
// Cid  Eng   110
// Dee  Ops    95
// Bob  Ops    90
// Eng Ann,Eve,Cid
// Ops Dee,Bob
// [{a 2} {b 2} {c 1} {d 1}]
// 2
// [y z] 2
