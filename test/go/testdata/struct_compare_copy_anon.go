package main

import "fmt"

type Point struct{ X, Y int }

type Line struct {
	A, B  Point
	Label string
}

func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

func main() {
	l1 := Line{Point{0, 0}, Point{1, 1}, "diag"}
	l2 := l1
	l2.B.X = 5
	fmt.Println(l1 == l2, l1, l2)
	l2.B.X = 1
	fmt.Println(l1 == l2)
	pts := map[Point]string{{0, 0}: "origin", {1, 2}: "p"}
	fmt.Println(pts[Point{1, 2}], len(pts))
	anon := struct {
		Name string
		Tags []string
	}{"a", []string{"t"}}
	fmt.Printf("%v %+v %T\n", anon, anon, anon)
	var empty struct{}
	fmt.Println(empty, struct{}{} == empty)
	cfg := []struct {
		K string
		V int
	}{{"a", 1}, {"b", 2}}
	for _, c := range cfg {
		fmt.Print(c.K, c.V, ";")
	}
	fmt.Println()
	p := Point{1, 2}.Add(Point{3, 4})
	fmt.Println(p, Point{}.Add(p) == p)
	type Pair struct {
		a [2]int
		s string
	}
	fmt.Println(Pair{[2]int{1, 2}, "x"} == Pair{[2]int{1, 2}, "x"})
	pp := &Point{7, 8}
	pp.X++
	q := *pp
	q.Y = 0
	fmt.Println(*pp, q)
	fmt.Printf("%#v\n", l1)
	fmt.Printf("%#v\n", anon)
}

// Output:
// false {{0 0} {1 1} diag} {{0 0} {5 1} diag}
// true
// p 2
// {a [t]} {Name:a Tags:[t]} struct { Name string; Tags []string }
// {} true
// a1;b2;
// {4 6} true
// true
// {8 8} {8 0}
// main.Line{A:main.Point{X:0, Y:0}, B:main.Point{X:1, Y:1}, Label:"diag"}
// struct { Name string; Tags []string }{Name:"a", Tags:[]string{"t"}}
