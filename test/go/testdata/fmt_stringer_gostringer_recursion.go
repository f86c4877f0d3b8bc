package main

import (
	"fmt"
	"strconv"
)

type Celsius float64

func (c Celsius) String() string { return strconv.FormatFloat(float64(c), 'f', 1, 64) + "°C" }

type Level int

const (
	Debug Level = iota
	Info
	Warn
	Error
)

var levelNames = [...]string{"DEBUG", "INFO", "WARN", "ERROR"}

func (l Level) String() string {
	if l < 0 || int(l) >= len(levelNames) {
		return "Level(" + strconv.Itoa(int(l)) + ")"
	}
	return levelNames[l]
}

type Point struct{ X, Y int }

func (p *Point) String() string { return fmt.Sprintf("(%d,%d)", p.X, p.Y) }

type Secret string

func (s Secret) GoString() string { return `Secret("***")` }
func (s Secret) String() string   { return "***" }

type Temps []Celsius

type Node struct {
	Val  int
	Next *Node
}

func (n *Node) String() string {
	if n == nil {
		return "nil"
	}
	return fmt.Sprintf("%d -> %v", n.Val, n.Next)
}

type BadStringer struct{}

func (BadStringer) String() string { panic("cannot stringify") }

type NilStringer struct{ name string }

func (n *NilStringer) String() string { return "name=" + n.name }

func main() {
	fmt.Println(Celsius(21.55), Info, Level(7), Warn)
	fmt.Printf("%v %s %d %q %x\n", Error, Error, Error, Error, Error)
	fmt.Printf("%v %.1f %5.2f\n", Celsius(-3), Celsius(-3), Celsius(100))
	p := Point{1, 2}
	fmt.Println(p, &p)
	fmt.Printf("%v %v %+v\n", p, &p, []*Point{&p})
	fmt.Println([]Point{{3, 4}})
	s := Secret("hunter2")
	fmt.Printf("%v %s %#v %q\n", s, s, s, s)
	fmt.Printf("%#v\n", []Secret{"a", "b"})
	fmt.Printf("%#v\n", map[string]Secret{"pw": "x"})
	fmt.Println(Temps{1, 2.5})
	fmt.Printf("%v\n", map[Level]int{Warn: 2, Debug: 5, Error: 1})
	list := &Node{1, &Node{2, &Node{3, nil}}}
	fmt.Println(list)
	fmt.Printf("%s|%v\n", (*Node)(nil), []*Node{nil, {Val: 9}})
	fmt.Println(BadStringer{})
	fmt.Printf("%s and %d\n", BadStringer{}, 5)
	var ns *NilStringer
	fmt.Println(ns)
	fmt.Printf("%v %s\n", ns, ns)
	type T struct {
		L Level
		C Celsius
		P *Point
	}
	fmt.Printf("%v\n%+v\n", T{Info, 5, &p}, T{L: 9})
	fmt.Printf("%#v\n", T{Info, 5, nil})
}

// Output:
// 21.6°C INFO Level(7) WARN
// ERROR ERROR 3 "ERROR" 4552524f52
// -3.0°C -3.0 100.00
// {1 2} (1,2)
// {1 2} (1,2) [(1,2)]
// [{3 4}]
// *** *** Secret("***") "***"
// []main.Secret{Secret("***"), Secret("***")}
// map[string]main.Secret{"pw":Secret("***")}
// [1.0°C 2.5°C]
// map[DEBUG:5 WARN:2 ERROR:1]
// 1 -> 2 -> 3 -> nil
// nil|[nil 9 -> nil]
// %!v(PANIC=String method: cannot stringify)
// %!s(PANIC=String method: cannot stringify) and 5
// <nil>
// <nil> <nil>
// {INFO 5.0°C (1,2)}
// {L:Level(9) C:0.0°C P:<nil>}
// main.T{L:1, C:5, P:(*main.Point)(nil)}
