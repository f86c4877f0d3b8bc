package main

import (
	"fmt"
	"sort"
	"strings"
)

type Base[T any] struct {
	items []T
}

func (b *Base[T]) Add(v T)    { b.items = append(b.items, v) }
func (b Base[T]) Len() int    { return len(b.items) }
func (b Base[T]) At(i int) T  { return b.items[i] }

type Named struct {
	Base[string]
	Name string
}

type Scored[T any] struct {
	*Base[T]
	score func(T) int
}

func (s Scored[T]) Best() (T, int) {
	var best T
	bs := -1
	for _, v := range s.items {
		if sc := s.score(v); sc > bs {
			best, bs = v, sc
		}
	}
	return best, bs
}

type Shape interface {
	Area() float64
}

type Rect struct{ W, H float64 }
type Circle struct{ R float64 }

func (r Rect) Area() float64   { return r.W * r.H }
func (c Circle) Area() float64 { return 3 * c.R * c.R }

func Kind[T any](v T) string {
	switch x := any(v).(type) {
	case int, int64:
		return fmt.Sprintf("integer %v", x)
	case string:
		return "string " + x
	case Shape:
		return fmt.Sprintf("shape %.1f", x.Area())
	case []T:
		return "slice of T"
	case nil:
		return "nil"
	default:
		return fmt.Sprintf("other %T", x)
	}
}

func SortBy[T any, K int | float64 | string](xs []T, key func(T) K) {
	sort.Slice(xs, func(i, j int) bool { return key(xs[i]) < key(xs[j]) })
}

func main() {
	var n Named
	n.Add("x")
	n.Add("y")
	n.Name = "letters"
	fmt.Println(n.Len(), n.At(1), n)
	s := Scored[string]{&Base[string]{}, func(s string) int { return strings.Count(s, "a") }}
	s.Add("banana")
	s.Add("apple")
	s.Add("aardvark")
	fmt.Println(s.Best())
	fmt.Println(s.Len())
	add := s.Add
	add("zzz")
	fmt.Println(s.Len(), s.items)
	at := Base[int].At
	fmt.Println(at(Base[int]{[]int{4, 5}}, 1))
	fmt.Println(Kind(3), Kind("hi"), Kind(Rect{2, 3}), Kind(Circle{1}), Kind(2.5), Kind[any](nil), Kind([]int{}))
	var sh Shape = Rect{1, 1}
	fmt.Println(Kind(sh), Kind(&Rect{}))
	shapes := []Shape{Rect{3, 3}, Circle{1}, Rect{1, 2}}
	SortBy(shapes, func(s Shape) float64 { return s.Area() })
	fmt.Println(shapes)
	words := []string{"ccc", "a", "bb"}
	SortBy(words, func(s string) int { return len(s) })
	fmt.Println(words)
	fmt.Printf("%T %T %+v\n", n.Base, s.Base, *s.Base)
}

// Output:
// 2 y {{[x y]} letters}
// banana 3
// 3
// 4 [banana apple aardvark zzz]
// 5
// integer 3 string hi shape 6.0 shape 3.0 other float64 nil other []int
// shape 1.0 shape 0.0
// [{1 2} {1} {3 3}]
// [a bb ccc]
// main.Base[string] *main.Base[string] {items:[banana apple aardvark zzz]}
