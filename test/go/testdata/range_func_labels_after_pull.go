package main

import (
	"fmt"
	"iter"
	"maps"
	"slices"
	"strings"
)

func Count(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 0; i < n; i++ {
			if !yield(i) {
				fmt.Println("  stopped at", i)
				return
			}
		}
	}
}

func Enumerate[T any](xs []T) iter.Seq2[int, T] {
	return func(yield func(int, T) bool) {
		for i, x := range xs {
			if !yield(i, x) {
				return
			}
		}
	}
}

func Fib() iter.Seq[int] {
	return func(yield func(int) bool) {
		a, b := 0, 1
		for {
			if !yield(a) {
				return
			}
			a, b = b, a+b
		}
	}
}

type List struct {
	v    int
	next *List
}

func (l *List) All() iter.Seq[int] {
	return func(yield func(int) bool) {
		for n := l; n != nil; n = n.next {
			if !yield(n.v) {
				return
			}
		}
	}
}

func firstOver(limit int) int {
	for v := range Fib() {
		if v > limit {
			return v
		}
	}
	return -1
}

func main() {
	for i := range 3 {
		fmt.Print(i, " ")
	}
	fmt.Println()
	var n8 int8 = 3
	for i := range n8 {
		fmt.Printf("%T%v ", i, i)
	}
	fmt.Println()
	for range 2 {
		fmt.Print("x")
	}
	fmt.Println()
	for v := range Count(10) {
		if v == 3 {
			break
		}
		fmt.Println("v", v)
	}
	for i, s := range Enumerate([]string{"a", "b"}) {
		fmt.Println(i, s)
	}
	fmt.Println(firstOver(100))
	l := &List{1, &List{2, &List{3, nil}}}
	fmt.Println(slices.Collect(l.All()))
	m := map[string]int{"b": 2, "a": 1, "c": 3}
	for _, k := range slices.Sorted(maps.Keys(m)) {
		fmt.Print(k, "=", m[k], " ")
	}
	fmt.Println()
	for i, v := range slices.Backward([]int{10, 20, 30}) {
		fmt.Print(i, ":", v, " ")
	}
	fmt.Println()
	next, stop := iter.Pull(Count(5))
	a, ok1 := next()
	b, ok2 := next()
	stop()
	c, ok3 := next()
	fmt.Println(a, ok1, b, ok2, c, ok3)
	total := 0
outer:
	for i := range Count(4) {
		for j := range Count(4) {
			if j > i {
				continue outer
			}
			if i == 3 {
				break outer
			}
			total += j
		}
	}
	fmt.Println("total", total)
	for k, v := range maps.All(map[string]int{"only": 1}) {
		fmt.Println(k, v)
	}
	fmt.Println(strings.Repeat("-", 3))
	defer fmt.Println("deferred in main")
	for v := range Count(2) {
		defer fmt.Println("loop defer", v)
	}
}

// Output:
// 0 1 2 
// int80 int81 int82 
// xx
// v 0
// v 1
// v 2
//   stopped at 3
// 0 a
// 1 b
// 144
// [1 2 3]
// a=1 b=2 c=3 
// 2:30 1:20 0:10 
//   stopped at 1
// 0 true 1 true 0 false
//   stopped at 1
//   stopped at 2
//   stopped at 3
//   stopped at 0
//   stopped at 3
// total 4
// only 1
// ---
// loop defer 1
// loop defer 0
// deferred in main
