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

type Rect struct{ W, H float64 }
type Circle struct{ R float64 }
type Square struct{ Rect }

func (r Rect) Area() float64         { return r.W * r.H }
func (r Rect) Perimeter() float64    { return 2 * (r.W + r.H) }
func (c *Circle) Area() float64      { return math.Pi * c.R * c.R }
func (c *Circle) Perimeter() float64 { return 2 * math.Pi * c.R }
func (c *Circle) String() string     { return fmt.Sprintf("Circle(r=%g)", c.R) }
func NewSquare(s float64) Square     { return Square{Rect{s, s}} }
func (s Square) String() string      { return fmt.Sprintf("Square(%g)", s.W) }

type ByArea []Shape

func (a ByArea) Len() int           { return len(a) }
func (a ByArea) Less(i, j int) bool { return a[i].Area() < a[j].Area() }
func (a ByArea) Swap(i, j int)      { a[i], a[j] = a[j], a[i] }

func describe(s Shape) string {
	switch v := s.(type) {
	case Square:
		return "square " + v.String()
	case Rect:
		return fmt.Sprintf("rect %vx%v", v.W, v.H)
	case fmt.Stringer:
		return "stringer " + v.String()
	default:
		return fmt.Sprintf("unknown %T", v)
	}
}

func main() {
	shapes := []Shape{Rect{3, 4}, &Circle{1}, NewSquare(2), &Circle{0.5}, Rect{W: 10}}
	sort.Sort(ByArea(shapes))
	total := 0.0
	for _, s := range shapes {
		total += s.Area()
		fmt.Printf("%-22s area=%8.3f perim=%7.3f %v\n", describe(s), s.Area(), s.Perimeter(), s)
	}
	fmt.Printf("total %.4f max %v\n", total, shapes[len(shapes)-1])
	var sq Shape = NewSquare(3)
	if st, ok := sq.(fmt.Stringer); ok {
		fmt.Println("stringer:", st)
	}
	_, isRect := sq.(Rect)
	fmt.Println(isRect, sq.(Square).Rect.Area())
	fmt.Println(math.Hypot(3, 4), math.Ceil(-0.5), math.Signbit(math.Ceil(-0.5)), math.Cbrt(27), math.Pow(2, -2), math.Inf(1) > math.MaxFloat64)
}

// Output:
// rect 10x0              area=   0.000 perim= 20.000 {10 0}
// stringer Circle(r=0.5) area=   0.785 perim=  3.142 Circle(r=0.5)
// stringer Circle(r=1)   area=   3.142 perim=  6.283 Circle(r=1)
// square Square(2)       area=   4.000 perim=  8.000 Square(2)
// rect 3x4               area=  12.000 perim= 14.000 {3 4}
// total 19.9270 max {3 4}
// stringer: Square(3)
// false 9
// 5 -0 true 3 0.25 true
