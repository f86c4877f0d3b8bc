package main

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

type Set[T comparable] map[T]struct{}

func Of[T comparable](vs ...T) Set[T] {
	s := Set[T]{}
	for _, v := range vs {
		s[v] = struct{}{}
	}
	return s
}

func (s Set[T]) Has(v T) bool { _, ok := s[v]; return ok }

func (s Set[T]) Union(o Set[T]) Set[T] {
	out := maps.Clone(s)
	maps.Copy(out, o)
	return out
}

func (s Set[T]) Intersect(o Set[T]) Set[T] {
	out := Set[T]{}
	for v := range s {
		if o.Has(v) {
			out[v] = struct{}{}
		}
	}
	return out
}

type Ordered interface {
	~int | ~string | ~float64
}

func Sorted[T Ordered](s Set[T]) []T {
	return slices.Sorted(maps.Keys(s))
}

type Color int

const (
	Red Color = iota
	Green
	Blue
)

func (c Color) String() string { return [...]string{"red", "green", "blue"}[c] }

type Point struct{ X, Y int }

func Describe[T interface {
	comparable
	fmt.Stringer
}](s Set[T], order []T) string {
	var parts []string
	for _, v := range order {
		if s.Has(v) {
			parts = append(parts, v.String())
		}
	}
	return strings.Join(parts, "|")
}

func main() {
	a := Of(1, 2, 3, 4)
	b := Of(3, 4, 5)
	fmt.Println(Sorted(a.Union(b)), Sorted(a.Intersect(b)), len(Of[string]()))
	fmt.Println(Sorted(Of("b", "a", "b")))
	cs := Of(Blue, Red)
	fmt.Println(Describe(cs, []Color{Red, Green, Blue}), Sorted(cs))
	fmt.Println(cs.Has(Green), cs)
	ps := Of(Point{1, 2}, Point{1, 2}, Point{0, 0})
	fmt.Println(len(ps), ps.Has(Point{0, 0}), ps.Has(Point{2, 1}))
	fmt.Printf("%T %v\n", ps, Of[[2]bool]([2]bool{true, false}))
	var nilSet Set[int]
	fmt.Println(nilSet.Has(1), len(nilSet.Union(Of(9))))
	defer func() { fmt.Println("recovered:", recover()) }()
	bad := Of[any](1, "x")
	fmt.Println(len(bad))
	bad[[]int{1}] = struct{}{}
}

// Output:
// [1 2 3 4 5] [3 4] 0
// [a b]
// red|blue [red blue]
// false map[red:{} blue:{}]
// 2 true false
// main.Set[main.Point] map[[true false]:{}]
// Stderr:
// panic: assignment to entry in nil map
//
// goroutine 1 [running]:
// Exit: 2
