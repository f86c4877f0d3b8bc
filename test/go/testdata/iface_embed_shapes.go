package main

import (
	"fmt"
	"math"
	"sort"
)

type Shape interface {
	Area() float64
	Perimeter() float64
}

type Named interface {
	Name() string
}

type NamedShape interface {
	Shape
	Named
}

type base struct{ name string }

func (b base) Name() string { return b.name }

type Rect struct {
	base
	W, H float64
}

func (r Rect) Area() float64      { return r.W * r.H }
func (r Rect) Perimeter() float64 { return 2 * (r.W + r.H) }

type Circle struct {
	*base
	R float64
}

func (c Circle) Area() float64      { return math.Pi * c.R * c.R }
func (c Circle) Perimeter() float64 { return 2 * math.Pi * c.R }
func (c Circle) Name() string       { return "circle:" + c.base.Name() }

type byArea []NamedShape

func (a byArea) Len() int           { return len(a) }
func (a byArea) Less(i, j int) bool { return a[i].Area() < a[j].Area() }
func (a byArea) Swap(i, j int)      { a[i], a[j] = a[j], a[i] }

func main() {
	shapes := byArea{
		Rect{base{"big"}, 10, 4},
		Circle{&base{"unit"}, 1},
		Rect{base: base{name: "square"}, W: 2, H: 2},
	}
	sort.Sort(shapes)
	for _, s := range shapes {
		fmt.Printf("%-12s %8.3f %8.3f\n", s.Name(), s.Area(), s.Perimeter())
	}
	var sh Shape = shapes[0]
	if n, ok := sh.(Named); ok {
		fmt.Println("named", n.Name())
	}
	if _, ok := sh.(interface{ Volume() float64 }); !ok {
		fmt.Println("no volume")
	}
	r := Rect{base{"r"}, 1, 2}
	fmt.Printf("%v|%+v\n", r, r)
	switch v := sh.(type) {
	case Rect:
		fmt.Println("rect", v.W)
	case Circle:
		fmt.Println("circle", v.R)
	}
}

// Output:
// circle:unit     3.142    6.283
// square          4.000    8.000
// big            40.000   28.000
// named circle:unit
// no volume
// {{r} 1 2}|{base:{name:r} W:1 H:2}
// circle 1
