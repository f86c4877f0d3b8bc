package main

import (
	"cmp"
	"fmt"
	"slices"
	"sort"
	"strings"
)

type Emp struct {
	Name string
	Dept string
	Age  int
}

func main() {
	base := []Emp{
		{"ann", "ops", 30}, {"bob", "dev", 25}, {"cid", "ops", 25}, {"dan", "dev", 30},
		{"eve", "qa", 25}, {"fay", "ops", 30}, {"gus", "dev", 25}, {"hal", "qa", 30},
	}
	a := slices.Clone(base)
	sort.SliceStable(a, func(i, j int) bool { return a[i].Age < a[j].Age })
	fmt.Println(a)
	b := slices.Clone(base)
	slices.SortStableFunc(b, func(x, y Emp) int { return cmp.Compare(x.Age, y.Age) })
	fmt.Println(b)
	fmt.Println(slices.Equal(a, b))
	c := slices.Clone(base)
	sort.SliceStable(c, func(i, j int) bool { return c[i].Dept < c[j].Dept })
	sort.SliceStable(c, func(i, j int) bool { return c[i].Age > c[j].Age })
	for _, e := range c {
		fmt.Print(e.Age, e.Dept, e.Name, " ")
	}
	fmt.Println()
	d := slices.Clone(base)
	slices.SortFunc(d, func(x, y Emp) int {
		if n := strings.Compare(x.Dept, y.Dept); n != 0 {
			return n
		}
		return cmp.Compare(y.Name, x.Name)
	})
	fmt.Println(d)
	words := strings.Fields("the quick brown fox jumps over the lazy dog")
	sort.Sort(sort.Reverse(sort.StringSlice(words)))
	fmt.Println(words)
	nums := []int{5, 2, 8, 1, 9}
	sort.Ints(nums)
	fmt.Println(nums, sort.SearchInts(nums, 8), sort.SearchInts(nums, 3), sort.IntsAreSorted(nums))
	i := sort.Search(100, func(i int) bool { return i*i >= 50 })
	fmt.Println(i)
	idx, ok := sort.Find(len(words), func(i int) int { return strings.Compare("over", words[i]) * -1 })
	fmt.Println(idx, ok)
	fl := []float64{2.5, -1, 3}
	sort.Float64s(fl)
	fmt.Println(fl, slices.IsSortedFunc(base, func(x, y Emp) int { return cmp.Compare(x.Name, y.Name) }))
}

// Output:
// [{bob dev 25} {cid ops 25} {eve qa 25} {gus dev 25} {ann ops 30} {dan dev 30} {fay ops 30} {hal qa 30}]
// [{bob dev 25} {cid ops 25} {eve qa 25} {gus dev 25} {ann ops 30} {dan dev 30} {fay ops 30} {hal qa 30}]
// true
// 30devdan 30opsann 30opsfay 30qahal 25devbob 25devgus 25opscid 25qaeve 
// [{gus dev 25} {dan dev 30} {bob dev 25} {fay ops 30} {cid ops 25} {ann ops 30} {hal qa 30} {eve qa 25}]
// [the the quick over lazy jumps fox dog brown]
// [1 2 5 8 9] 3 2 true
// 8
// 3 true
// [-1 2.5 3] true
