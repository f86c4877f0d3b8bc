package main

import "fmt"

type Point struct{ X, Y int }

func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }
func (p *Point) Scale(k int)      { p.X *= k; p.Y *= k }

func main() {
	add := Point.Add
	fmt.Println(add(Point{1, 2}, Point{3, 4}))
	scale := (*Point).Scale
	p := Point{1, 1}
	scale(&p, 5)
	fmt.Println(p)
	bound := p.Add
	p.X = 100
	fmt.Println(bound(Point{1, 1}))
	sc := p.Scale
	sc(2)
	fmt.Println(p)
}

// Output:
// {4 6}
// {5 5}
// {6 6}
// {200 10}
