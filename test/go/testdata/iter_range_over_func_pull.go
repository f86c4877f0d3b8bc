package main

import (
	"fmt"
	"iter"
	"maps"
	"slices"
	"strings"
)

type Item struct {
	Name string
	Gen  int
}

func Filter[T any](seq iter.Seq[T], keep func(T) bool) iter.Seq[T] {
	return func(yield func(T) bool) {
		for v := range seq {
			if keep(v) && !yield(v) {
				return
			}
		}
	}
}

func Enumerate[T any](seq iter.Seq[T]) iter.Seq2[int, T] {
	return func(yield func(int, T) bool) {
		i := 0
		for v := range seq {
			if !yield(i, v) {
				return
			}
			i++
		}
	}
}

func Countdown(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		defer fmt.Println("countdown cleanup at", n)
		for ; n > 0; n-- {
			if !yield(n) {
				return
			}
		}
	}
}

func main() {
	items := []Item{{"a", 1}, {"b", 4}, {"c", 2}, {"d", 7}}
	for i, it := range Enumerate(Filter(slices.Values(items), func(it Item) bool { return it.Gen > 1 })) {
		fmt.Println(i, it)
		if it.Name == "c" {
			break
		}
	}
	for v := range Countdown(3) {
		fmt.Println("tick", v)
	}
	for v := range Countdown(5) {
		if v == 4 {
			break
		}
	}
	next, stop := iter.Pull(Countdown(2))
	v, ok := next()
	fmt.Println(v, ok)
	v, ok = next()
	fmt.Println(v, ok)
	v, ok = next()
	fmt.Println(v, ok)
	stop()
	next2, stop2 := iter.Pull2(maps.All(map[string]int{"only": 1}))
	k, val, ok := next2()
	fmt.Println(k, val, ok)
	stop2()
	k, val, ok = next2()
	fmt.Printf("%q %d %v\n", k, val, ok)
	for i := range 3 {
		fmt.Print(i)
	}
	fmt.Println()
	words := strings.Fields("the quick brown fox")
	byLen := map[int][]string{}
	for _, w := range words {
		byLen[len(w)] = append(byLen[len(w)], w)
	}
	for _, l := range slices.Sorted(maps.Keys(byLen)) {
		fmt.Println(l, byLen[l])
	}
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		for v := range Countdown(2) {
			_ = v
			panic("panic inside range-over-func body")
		}
	}()
	bad := func(yield func(int) bool) {
		yield(1)
		yield(2)
	}
	for v := range bad {
		fmt.Println("bad", v)
		break
	}
}

// Output:
// 0 {b 4}
// 1 {c 2}
// tick 3
// tick 2
// tick 1
// countdown cleanup at 3
// countdown cleanup at 5
// 2 true
// 1 true
// countdown cleanup at 2
// 0 false
// only 1 true
// "" 0 false
// 012
// 3 [the fox]
// 5 [quick brown]
// countdown cleanup at 2
// recovered: panic inside range-over-func body
// bad 1
// Stderr:
// panic: runtime error: range function continued iteration after function for loop body returned false
//
// goroutine 1 [running]:
// Exit: 2
