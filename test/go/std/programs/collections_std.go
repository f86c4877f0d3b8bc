package main

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"sort"
)

type Person struct {
	Name string
	Age  int
}

type byAge []Person

func (a byAge) Len() int           { return len(a) }
func (a byAge) Less(i, j int) bool { return a[i].Age < a[j].Age }
func (a byAge) Swap(i, j int)      { a[i], a[j] = a[j], a[i] }

func main() {
	xs := []int{5, 2, 8, 1, 9, 3}
	slices.Sort(xs)
	fmt.Println(xs, slices.Contains(xs, 8), slices.Index(xs, 9), slices.Max(xs), slices.Min(xs))
	i, found := slices.BinarySearch(xs, 5)
	fmt.Println(i, found)
	ys := slices.Clone(xs)
	slices.Reverse(ys)
	fmt.Println(ys, xs, slices.Equal(xs, ys))
	ys = slices.Insert(ys, 1, 100, 200)
	fmt.Println(ys)
	ys = slices.Delete(ys, 0, 2)
	fmt.Println(ys)
	ys = slices.DeleteFunc(ys, func(v int) bool { return v%2 == 0 })
	fmt.Println(ys, slices.Compact([]int{1, 1, 2, 2, 2, 3, 1}))
	fmt.Println(slices.IndexFunc(xs, func(v int) bool { return v > 4 }), slices.ContainsFunc(xs, func(v int) bool { return v > 100 }))
	people := []Person{{"Alice", 30}, {"Bob", 25}, {"Carol", 30}, {"Dan", 25}, {"Eve", 35}}
	slices.SortStableFunc(people, func(a, b Person) int { return cmp.Compare(a.Age, b.Age) })
	fmt.Println(people)
	slices.SortFunc(people, func(a, b Person) int { return cmp.Compare(b.Name, a.Name) })
	fmt.Println(people)
	sort.Slice(people, func(i, j int) bool { return people[i].Age < people[j].Age })
	fmt.Println(people)
	sort.SliceStable(people, func(i, j int) bool { return people[i].Name < people[j].Name })
	fmt.Println(people)
	sort.Sort(sort.Reverse(byAge(people)))
	fmt.Println(people)
	strs := []string{"pear", "apple", "fig"}
	sort.Strings(strs)
	fmt.Println(strs, sort.SearchStrings(strs, "fig"), sort.StringsAreSorted(strs))
	ints := []int{3, 1, 2}
	sort.Ints(ints)
	fmt.Println(ints, sort.Search(len(ints), func(i int) bool { return ints[i] >= 2 }))
	m := map[string]int{"b": 2, "a": 1, "c": 3}
	keys := slices.Sorted(maps.Keys(m))
	fmt.Println(keys)
	m2 := maps.Clone(m)
	m2["d"] = 4
	fmt.Println(len(m), len(m2), maps.Equal(m, m2))
	dst := map[string]int{}
	maps.Copy(dst, m)
	maps.DeleteFunc(dst, func(k string, v int) bool { return v > 1 })
	fmt.Println(dst)
	fmt.Println(cmp.Compare(1, 2), cmp.Compare("b", "a"), cmp.Less(1.5, 2.5), min(3, 1, 2), max(2.5, 1.0))
	big := make([]int, 50)
	for i := range big {
		big[i] = (i * 37) % 50
	}
	sort.Ints(big)
	fmt.Println(big[:10], sort.IntsAreSorted(big))
	recs := make([]Person, 30)
	for i := range recs {
		recs[i] = Person{fmt.Sprint("p", i), i % 4}
	}
	sort.Slice(recs, func(i, j int) bool { return recs[i].Age < recs[j].Age })
	fmt.Println(recs)
}
