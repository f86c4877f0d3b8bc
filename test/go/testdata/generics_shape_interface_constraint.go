package main

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

type Shape interface {
	Area() float64
	Perimeter() float64
}

type Rect struct{ W, H float64 }
type Circle struct{ R float64 }

func (r Rect) Area() float64        { return r.W * r.H }
func (r Rect) Perimeter() float64   { return 2 * (r.W + r.H) }
func (c Circle) Area() float64      { return math.Pi * c.R * c.R }
func (c Circle) Perimeter() float64 { return 2 * math.Pi * c.R }
func (c Circle) String() string     { return fmt.Sprintf("Circle(r=%g)", c.R) }

func Largest[S Shape](shapes []S) (S, bool) {
	var best S
	if len(shapes) == 0 {
		return best, false
	}
	best = shapes[0]
	for _, s := range shapes[1:] {
		if s.Area() > best.Area() {
			best = s
		}
	}
	return best, true
}

type Set[T comparable] map[T]struct{}

func NewSet[T comparable](xs ...T) Set[T] {
	s := Set[T]{}
	for _, x := range xs {
		s[x] = struct{}{}
	}
	return s
}

func (s Set[T]) Has(x T) bool { _, ok := s[x]; return ok }

func (s Set[T]) Union(o Set[T]) Set[T] {
	out := Set[T]{}
	for k := range s {
		out[k] = struct{}{}
	}
	for k := range o {
		out[k] = struct{}{}
	}
	return out
}

func Keys[T comparable](s Set[T], less func(a, b T) bool) []T {
	out := make([]T, 0, len(s))
	for k := range s {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return less(out[i], out[j]) })
	return out
}

type List[T any] struct {
	head *node[T]
	size int
}

type node[T any] struct {
	val  T
	next *node[T]
}

func (l *List[T]) Push(v T) {
	l.head = &node[T]{v, l.head}
	l.size++
}

func (l *List[T]) Each(f func(int, T)) {
	i := 0
	for n := l.head; n != nil; n = n.next {
		f(i, n.val)
		i++
	}
}

func main() {
	rects := []Rect{{2, 3}, {4, 1}, {1, 7}}
	r, _ := Largest(rects)
	fmt.Printf("%+v %.2f\n", r, r.Perimeter())
	c, ok := Largest([]Circle{{1}, {2.5}})
	fmt.Println(c, ok)
	mixed := []Shape{Rect{10, 10}, Circle{6}}
	m, _ := Largest(mixed)
	fmt.Printf("%v %T %.3f\n", m, m, m.Area())
	_, ok = Largest([]Shape(nil))
	fmt.Println(ok)
	a := NewSet("go", "rust")
	b := NewSet("go", "zig")
	u := a.Union(b)
	fmt.Println(len(u), u.Has("zig"), u.Has("c"), Keys(u, func(x, y string) bool { return x < y }))
	var l List[[]string]
	l.Push(strings.Fields("a b"))
	l.Push(nil)
	l.Each(func(i int, v []string) { fmt.Println(i, v, len(v)) })
	fmt.Printf("%T %T\n", l, l.head)
}

// Output:
// {W:1 H:7} 16.00
// Circle(r=2.5) true
// Circle(r=6) main.Circle 113.097
// false
// 3 true false [go rust zig]
// 0 [] 0
// 1 [a b] 2
// main.List[[]string] *main.node[[]string]
