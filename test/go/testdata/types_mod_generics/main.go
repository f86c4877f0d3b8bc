package main

import (
	"fmt"
	"iter"
	"slices"
	"strconv"

	"example.com/gen/ds"
	"example.com/gen/seqs"
)

type Celsius float64

type Temps []Celsius

func collect[V any](seq iter.Seq[V]) []V {
	var out []V
	for v := range seq {
		out = append(out, v)
	}
	return out
}

func main() {
	s := ds.New(1, 2, 3)
	s.Push(4)
	v, ok := s.Pop()
	fmt.Println(v, ok, s)
	for i, x := range s.All() {
		fmt.Print(i, ":", x, " ")
	}
	fmt.Println()
	var names ds.Stack[string]
	names.Push("a")
	fmt.Printf("%v %T\n", names, names)
	for _, p := range ds.SortedPairs(map[string]int{"b": 2, "a": 1}) {
		fmt.Println(p.Key, p.Val)
	}
	fmt.Println(ds.Sum(Temps{1.5, 2.5}), ds.Sum([]int{1, 2, 3}))
	evens := seqs.Filter(seqs.Range(0, 10), func(i int) bool { return i%2 == 0 })
	strs := seqs.Map(evens, strconv.Itoa)
	fmt.Println(collect(strs), slices.Collect(seqs.Range(3, 6)))
	var seq iter.Seq[int] = seqs.Range(0, 3)
	next, stop := iter.Pull(seq)
	defer stop()
	a, _ := next()
	b, _ := next()
	fmt.Println(a, b)
}

// Output:
// 4 true [1 2 3]
// 0:3 1:2 2:1 
// [a] ds.Stack[string]
// a 1
// b 2
// 4 6
// [0 2 4 6 8] [3 4 5]
// 0 1
