package main

import (
	"fmt"
	"sort"
	"slices"
	"cmp"
)

type Pod struct {
	Name     string
	Priority int
	Node     string
}

func main() {
	pods := []Pod{
		{"web-1", 10, "n2"}, {"web-2", 10, "n1"}, {"db-0", 100, "n1"}, {"cache", 50, "n3"},
		{"web-3", 10, "n3"}, {"batch-1", 0, "n2"}, {"batch-2", 0, "n1"}, {"db-1", 100, "n2"},
		{"web-4", 10, "n1"}, {"web-5", 10, "n2"}, {"log", 50, "n1"}, {"batch-3", 0, "n3"},
		{"mon", 50, "n2"},
	}
	a := slices.Clone(pods)
	sort.Slice(a, func(i, j int) bool { return a[i].Priority > a[j].Priority })
	fmt.Println("sort.Slice:")
	for _, p := range a {
		fmt.Printf("  %-8s %3d %s\n", p.Name, p.Priority, p.Node)
	}
	b := slices.Clone(pods)
	sort.SliceStable(b, func(i, j int) bool { return b[i].Priority > b[j].Priority })
	fmt.Println("stable:", b)
	c := slices.Clone(pods)
	slices.SortFunc(c, func(x, y Pod) int {
		return cmp.Or(cmp.Compare(x.Node, y.Node), -cmp.Compare(x.Priority, y.Priority))
	})
	fmt.Printf("%v\n", c)
	d := slices.Clone(pods)
	slices.SortFunc(d, func(x, y Pod) int { return cmp.Compare(x.Priority, y.Priority) })
	fmt.Printf("%+v\n", d[:5])
	ints := []int{5, 2, 8, 2, 9, 1, 5, 5, 0, 3, 2, 7, 7, 1, 4, 6, 3, 9, 8, 0}
	sort.Sort(sort.Reverse(sort.IntSlice(ints)))
	fmt.Println(ints, sort.IsSorted(sort.Reverse(sort.IntSlice(ints))))
	i := sort.Search(len(ints), func(i int) bool { return ints[i] <= 4 })
	fmt.Println(i, ints[i])
	idx, found := slices.BinarySearchFunc(d, 50, func(p Pod, t int) int { return cmp.Compare(p.Priority, t) })
	fmt.Println(idx, found)
}

// Output:
// sort.Slice:
//   db-1     100 n2
//   db-0     100 n1
//   mon       50 n2
//   cache     50 n3
//   log       50 n1
//   web-5     10 n2
//   web-4     10 n1
//   web-1     10 n2
//   web-3     10 n3
//   web-2     10 n1
//   batch-2    0 n1
//   batch-1    0 n2
//   batch-3    0 n3
// stable: [{db-0 100 n1} {db-1 100 n2} {cache 50 n3} {log 50 n1} {mon 50 n2} {web-1 10 n2} {web-2 10 n1} {web-3 10 n3} {web-4 10 n1} {web-5 10 n2} {batch-1 0 n2} {batch-2 0 n1} {batch-3 0 n3}]
// [{db-0 100 n1} {log 50 n1} {web-2 10 n1} {web-4 10 n1} {batch-2 0 n1} {db-1 100 n2} {mon 50 n2} {web-5 10 n2} {web-1 10 n2} {batch-1 0 n2} {cache 50 n3} {web-3 10 n3} {batch-3 0 n3}]
// [{Name:batch-1 Priority:0 Node:n2} {Name:batch-3 Priority:0 Node:n3} {Name:batch-2 Priority:0 Node:n1} {Name:web-5 Priority:10 Node:n2} {Name:web-3 Priority:10 Node:n3}]
// [9 9 8 8 7 7 6 5 5 5 4 3 3 2 2 2 1 1 0 0] true
// 10 4
// 8 true
