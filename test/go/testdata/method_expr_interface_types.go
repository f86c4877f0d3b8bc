package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

type Shape interface {
	Area() float64
	Name() string
}

type Rect struct{ W, H float64 }
type Sq struct{ S float64 }

func (r Rect) Area() float64 { return r.W * r.H }
func (r Rect) Name() string  { return "rect" }
func (s *Sq) Area() float64  { return s.S * s.S }
func (s *Sq) Name() string   { return "square" }

type byMetric struct {
	shapes []Shape
	metric func(Shape) float64
}

func (b byMetric) Len() int           { return len(b.shapes) }
func (b byMetric) Less(i, j int) bool { return b.metric(b.shapes[i]) < b.metric(b.shapes[j]) }
func (b byMetric) Swap(i, j int)      { b.shapes[i], b.shapes[j] = b.shapes[j], b.shapes[i] }

func apply[T any, R any](xs []T, f func(T) R) []R {
	var out []R
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func main() {
	shapes := []Shape{Rect{3, 4}, &Sq{2}, Rect{1, 1}}
	area := Shape.Area
	fmt.Printf("%T %v\n", area, area(shapes[1]))
	sort.Sort(byMetric{shapes, Shape.Area})
	fmt.Println(apply(shapes, Shape.Name), apply(shapes, Shape.Area))
	err := errors.New("disk full")
	fmt.Println(error.Error(err), fmt.Stringer.String(&strings.Builder{}) == "")
	msg := error.Error
	fmt.Println(msg(fmt.Errorf("wrapped: %w", err)))
	fns := map[string]func(Shape) string{"name": Shape.Name}
	fmt.Println(fns["name"](Rect{}))
	defer func() { fmt.Println("recovered:", recover()) }()
	var nilShape Shape
	fmt.Println(Shape.Area(nilShape))
}

// Output:
// func(main.Shape) float64 4
// [rect square rect] [1 4 12]
// disk full true
// wrapped: disk full
// rect
// recovered: runtime error: invalid memory address or nil pointer dereference
