package main

import "fmt"

type Point struct{ X, Y int }

type Line struct {
	A, B Point
	Tag  string
}

func move(p Point) Point { p.X++; return p }

func movePtr(p *Point) { p.Y++ }

func main() {
	a := Point{1, 2}
	b := a
	b.X = 10
	fmt.Println(a, b)
	l := Line{A: a, B: b, Tag: "t"}
	l2 := l
	l2.A.X = 99
	fmt.Println(l.A.X, l2.A.X)
	c := move(a)
	fmt.Println(a, c)
	movePtr(&a)
	fmt.Println(a)
	ps := []Point{{1, 1}, {2, 2}}
	for _, p := range ps {
		p.X = 100
	}
	fmt.Println(ps)
	for i := range ps {
		ps[i].X = 100
	}
	fmt.Println(ps)
	q := &ps[0]
	q.Y = 7
	fmt.Println(ps[0], *q)
	m := map[string]Point{"k": {3, 4}}
	v := m["k"]
	v.X = 0
	fmt.Println(m["k"], v)
	arr := [3]int{1, 2, 3}
	arr2 := arr
	arr2[0] = 9
	fmt.Println(arr, arr2, len(arr))
	s := arr[:]
	s[1] = 42
	fmt.Println(arr, s)
	var ip *int
	fmt.Println(ip == nil)
	x := 5
	ip = &x
	*ip = 6
	fmt.Println(x, *ip)
	pp := &Point{5, 6}
	pp2 := pp
	pp2.X = 50
	fmt.Println(*pp, pp == pp2)
	var iface interface{} = a
	a.X = -1
	fmt.Println(iface, a)
	fmt.Println(Point{1, 2} == Point{1, 2}, Point{1, 2} != Point{2, 1})
	type key struct{ a, b string }
	mk := map[key]int{}
	mk[key{"x", "y"}]++
	mk[key{"x", "y"}]++
	fmt.Println(mk[key{"x", "y"}], len(mk))
}
