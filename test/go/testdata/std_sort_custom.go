package main

import (
	"fmt"
	"sort"
)

type Person struct {
	Name string
	Age  int
}

type ByAge []Person

func (a ByAge) Len() int           { return len(a) }
func (a ByAge) Swap(i, j int)      { a[i], a[j] = a[j], a[i] }
func (a ByAge) Less(i, j int) bool { return a[i].Age < a[j].Age }

func main() {
	people := []Person{{"Alice", 30}, {"Bob", 25}, {"Carol", 35}, {"Dan", 25}}
	sort.Sort(ByAge(people))
	fmt.Println(people)
	sort.SliceStable(people, func(i, j int) bool { return people[i].Name > people[j].Name })
	fmt.Println(people)
	sort.Sort(sort.Reverse(ByAge(people)))
	fmt.Println(people)
	ints := []int{5, 2, 8, 1}
	sort.Ints(ints)
	fmt.Println(ints, sort.IntsAreSorted(ints), sort.SearchInts(ints, 5))
	strs := []string{"banana", "apple", "cherry"}
	sort.Strings(strs)
	fmt.Println(strs)
	fl := []float64{2.5, -1, 3.25}
	sort.Float64s(fl)
	fmt.Println(fl)
	idx := sort.Search(len(ints), func(i int) bool { return ints[i] >= 3 })
	fmt.Println(idx)
	sort.Sort(sort.Reverse(sort.IntSlice(ints)))
	fmt.Println(ints)
	fmt.Println(sort.SliceIsSorted(people, func(i, j int) bool { return people[i].Age < people[j].Age }))
	i, found := sort.Find(len(strs), func(i int) int {
		if "banana" < strs[i] {
			return -1
		} else if "banana" == strs[i] {
			return 0
		}
		return 1
	})
	fmt.Println(i, found)
}

// Output:
// [{Bob 25} {Dan 25} {Alice 30} {Carol 35}]
// [{Dan 25} {Carol 35} {Bob 25} {Alice 30}]
// [{Carol 35} {Alice 30} {Dan 25} {Bob 25}]
// [1 2 5 8] true 2
// [apple banana cherry]
// [-1 2.5 3.25]
// 2
// [8 5 2 1]
// false
// 1 true
