package main

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"
)

type person struct {
	name string
	age  int
}

func main() {
	xs := []int{3, 1, 2}
	slices.Sort(xs)
	fmt.Println(xs, slices.Contains(xs, 2), slices.Index(xs, 3), slices.Max(xs))
	people := []person{{"bob", 30}, {"al", 25}, {"cy", 30}}
	slices.SortStableFunc(people, func(a, b person) int { return cmp.Compare(a.age, b.age) })
	fmt.Println(people)
	i := slices.IndexFunc(people, func(p person) bool { return p.name == "cy" })
	fmt.Println(i)
	ys := slices.DeleteFunc(slices.Clone(xs), func(x int) bool { return x%2 == 1 })
	fmt.Println(ys, xs)
	m := map[string]int{"a": 1}
	m2 := maps.Clone(m)
	m2["b"] = 2
	maps.Copy(m, map[string]int{"c": 3})
	fmt.Println(m, m2)
	ss := strings.Split("c,a,b", ",")
	slices.Sort(ss)
	fmt.Println(ss, slices.Equal(ss, []string{"a", "b", "c"}))
	slices.Reverse(ss)
	fmt.Println(ss, slices.Insert([]int{1, 2}, 1, 9))
}
