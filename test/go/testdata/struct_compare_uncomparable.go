package main

import "fmt"

type Version struct {
	Major, Minor int
	Label        string
}

type Box struct {
	V   any
	Arr [2]Version
}

type Shape interface{ Area() float64 }
type Sq struct{ S float64 }
type Poly struct{ Pts []float64 }

func (s Sq) Area() float64   { return s.S * s.S }
func (p Poly) Area() float64 { return float64(len(p.Pts)) }

func main() {
	a := Version{1, 2, "beta"}
	b := Version{1, 2, "beta"}
	c := a
	c.Label = "rc"
	fmt.Println(a == b, a == c, a != c)
	p1, p2 := &a, &b
	fmt.Println(p1 == p2, *p1 == *p2)
	fmt.Println(Box{V: 1} == Box{V: 1}, Box{V: 1} == Box{V: int64(1)}, Box{V: "x", Arr: [2]Version{a}} == Box{V: "x", Arr: [2]Version{b}})
	var s1, s2 Shape = Sq{2}, Sq{2}
	fmt.Println(s1 == s2, s1 == Shape(Sq{3}), s1 != nil)
	var nilShape Shape
	var nilSq *Sq
	fmt.Println(nilShape == nil, any(nilSq) == nil, any(nilSq) == any((*Sq)(nil)))
	anon := struct {
		A int
		B string
	}{1, "x"}
	type named struct {
		A int
		B string
	}
	fmt.Println(anon == named{1, "x"}, [3]string{"a"} == [3]string{"a", "", ""})
	defer func() { fmt.Println("recovered:", recover()) }()
	var p3, p4 Shape = Poly{[]float64{1}}, Poly{[]float64{1}}
	fmt.Println(s1 == p3)
	fmt.Println(Box{V: []int{1}} == Box{V: 2})
	fmt.Println(p3 == p4)
}

// Output:
// true false true
// false true
// true false true
// true false true
// true false true
// true true
// false
// false
// recovered: runtime error: comparing uncomparable type main.Poly
