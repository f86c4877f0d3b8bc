package main

import (
	"cmp"
	"fmt"
	"sort"
	"strings"
)

type Number interface {
	~int | ~int64 | ~float64
}

func Sum[T Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func Keys[K comparable, V any](m map[K]V) []K {
	ks := make([]K, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func (p Pair[K, V]) String() string { return fmt.Sprintf("%v=%v", p.Key, p.Val) }

func Max[T cmp.Ordered](a, b T) T {
	if a > b {
		return a
	}
	return b
}

type MyInt int

func Ptr[T any](v T) *T { return &v }

func main() {
	fmt.Println(Sum([]int{1, 2, 3}), Sum([]float64{1.5, 2.5}), Sum([]MyInt{4, 5}))
	fmt.Println(Map([]int{1, 2, 3}, func(i int) string { return strings.Repeat("*", i) }))
	ks := Keys(map[string]int{"b": 1, "a": 2})
	sort.Strings(ks)
	fmt.Println(ks)
	p := Pair[string, int]{"x", 1}
	fmt.Println(p)
	fmt.Printf("%v %T\n", p, p)
	fmt.Println(Max(3, 7), Max("a", "b"), Max[float64](1, 2.5))
	ip := Ptr(42)
	*ip++
	fmt.Println(*ip)
	type person struct {
		name string
		age  int
	}
	people := []person{{"bob", 30}, {"al", 25}, {"cy", 30}}
	fmt.Println(cmp.Compare(people[0].age, people[1].age))
	sort.Slice(people, func(i, j int) bool { return people[i].name < people[j].name })
	fmt.Println(people)
}
