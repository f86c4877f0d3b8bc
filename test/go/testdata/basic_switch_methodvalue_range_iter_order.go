package main

import (
	"errors"
	"fmt"
	"iter"
)

var log []string

func L(s string) bool { log = append(log, s); return false }
func V(s string, v int) int { log = append(log, s); return v }

type T struct{ n int }

func (t T) Get() int   { return t.n }
func (t *T) PGet() int { return t.n }

func gen(n int) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		defer fmt.Println("gen cleanup")
		for i := 0; i < n; i++ {
			if !yield(i, fmt.Sprint("v", i)) {
				return
			}
		}
	}
}

func main() {
	switch V("tag", 2) {
	case V("c1", 1), V("c2", 2), V("c3", 3):
		log = append(log, "matched")
	case V("c4", 4):
	}
	fmt.Println(log)
	log = nil
	switch {
	case L("a"):
	case L("b") || V("c", 1) == 1:
		log = append(log, "second")
	}
	fmt.Println(log)
	t := T{1}
	g := t.Get
	pg := t.PGet
	t.n = 2
	fmt.Println(g(), pg(), t.Get())
	arr := [3]int{1, 2, 3}
	for i, v := range arr {
		arr[2] = 100
		if i == 2 {
			fmt.Println("range copy", v)
		}
	}
	sl := []int{1, 2, 3}
	for i, v := range sl {
		sl[2] = 100
		if i == 2 {
			fmt.Println("range slice", v)
		}
	}
	for k, v := range gen(5) {
		if k == 2 {
			break
		}
		fmt.Println(k, v)
	}
	func() {
		defer func() { fmt.Println("recovered from iterator body:", recover()) }()
		for k := range gen(3) {
			if k == 1 {
				panic("body panic")
			}
		}
	}()
	for i := range 3 {
		defer func() { fmt.Print("d", i, " ") }()
	}
	lit := []int{V("e0", 0), V("e1", 1)}
	mp := map[string]int{"x": V("mx", 1), "y": V("my", 2)}
	st := struct{ A, B int }{B: V("B", 2), A: V("A", 1)}
	fmt.Println(lit, mp, st, log)
	var err error = (*myErr)(nil)
	fmt.Println(err == nil, err != nil)
	var target *myErr
	fmt.Println(errors.As(fmt.Errorf("w: %w", &myErr{"x"}), &target), target.msg)
	x := []int{1, 2, 3, 4, 5}
	y := x[1:3]
	y = append(y, 99)
	fmt.Println(x, y, len(y), cap(y))
	z := x[1:3:3]
	z = append(z, 77)
	fmt.Println(x, z)
	copy(x, x[2:])
	fmt.Println(x)
	var nilSlice []int
	fmt.Println(append(nilSlice, nilSlice...) == nil, len(append([]int{}, nilSlice...)))
	labels := 0
outer:
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			if j == 2 {
				continue outer
			}
			if i == 2 {
				break outer
			}
			labels++
		}
	}
	fmt.Println("labels", labels)
}

type myErr struct{ msg string }

func (e *myErr) Error() string { return e.msg }

// Output:
// [tag c1 c2 matched]
// [a b c second]
// 1 2 2
// range copy 3
// range slice 100
// 0 v0
// 1 v1
// gen cleanup
// gen cleanup
// recovered from iterator body: body panic
// [0 1] map[x:1 y:2] {1 2} [a b c second e0 e1 mx my B A]
// false true
// true x
// [1 2 3 99 5] [2 3 99] 3 4
// [1 2 3 99 5] [2 3 77]
// [3 99 5 99 5]
// true 0
// labels 4
// d2 d1 d0 
// \ No newline at end of output
