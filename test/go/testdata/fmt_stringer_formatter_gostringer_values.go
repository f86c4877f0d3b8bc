package main

import (
	"fmt"
	"strings"
)

type Color int

const (
	Red Color = iota + 1
	Green
	_
	Blue
)

func (c Color) String() string {
	switch c {
	case Red:
		return "Red"
	case Green:
		return "Green"
	case Blue:
		return "Blue"
	}
	return fmt.Sprintf("Color(%d)", int(c))
}

type Point struct{ X, Y int }

func (p *Point) String() string { return fmt.Sprintf("P(%d,%d)", p.X, p.Y) }

type Secret string

func (s Secret) GoString() string { return `Secret("***")` }
func (s Secret) Format(f fmt.State, verb rune) {
	w, wok := f.Width()
	p, pok := f.Precision()
	fmt.Fprintf(f, "<%c w=%d,%t p=%d,%t plus=%t minus=%t sharp=%t>", verb, w, wok, p, pok, f.Flag('+'), f.Flag('-'), f.Flag('#'))
}

type Wrapper struct {
	C     Color
	P     Point
	PP    *Point
	S     Secret
	Inner struct{ A, B string }
	Err   error
	Any   any
}

type list []Color

func (l list) String() string {
	parts := make([]string, len(l))
	for i, c := range l {
		parts[i] = strings.ToLower(c.String())
	}
	return strings.Join(parts, "+")
}

func main() {
	fmt.Println(Red, Green, Blue, Color(3), Color(0))
	fmt.Printf("%v %d %s %q %x %05v\n", Blue, Blue, Blue, Blue, Blue, Blue)
	p := Point{1, 2}
	fmt.Println(p, &p)
	fmt.Printf("%v %+v %#v %s\n", p, p, p, &p)
	s := Secret("pw")
	fmt.Printf("%v|%+8.3s|%-x|%#v|%d\n", s, s, s, s, s)
	fmt.Println(s)
	w := Wrapper{C: Green, P: p, PP: &p, S: "x", Err: fmt.Errorf("bad"), Any: Color(4)}
	w.Inner.A = "a"
	fmt.Printf("%v\n%+v\n", w, w)
	fmt.Println(list{Red, Blue}, []Color{Red, Blue}, map[Color]bool{Blue: true, Red: false})
	fmt.Printf("%v %s\n", []*Point{&p, nil}, []fmt.Stringer{Red, &p})
	var np *Point
	fmt.Println(np == nil)
	fmt.Printf("%+v %#v\n", struct {
		N  int
		S  []string
		M  map[string]int
		F  func()
		Ch chan int
	}{N: 1, S: []string{"x"}}, [2]Point{{1, 2}})
	var e error
	var st fmt.Stringer
	fmt.Printf("%v %v %d %s\n", e, st, nil, nil)
}

// Output:
// Red Green Blue Color(3) Color(0)
// Blue 4 Blue "Blue" 426c7565 0Blue
// {1 2} P(1,2)
// {1 2} {X:1 Y:2} main.Point{X:1, Y:2} P(1,2)
// <v w=0,false p=0,false plus=false minus=false sharp=false>|<s w=8,true p=3,true plus=true minus=false sharp=false>|<x w=0,false p=0,false plus=false minus=true sharp=false>|<v w=0,false p=0,false plus=false minus=false sharp=true>|<d w=0,false p=0,false plus=false minus=false sharp=false>
// <v w=0,false p=0,false plus=false minus=false sharp=false>
// {Green {1 2} P(1,2) <v w=0,false p=0,false plus=false minus=false sharp=false> {a } bad Blue}
// {C:Green P:{X:1 Y:2} PP:P(1,2) S:<v w=0,false p=0,false plus=true minus=false sharp=false> Inner:{A:a B:} Err:bad Any:Blue}
// red+blue [Red Blue] map[Red:false Blue:true]
// [P(1,2) <nil>] [Red P(1,2)]
// true
// {N:1 S:[x] M:map[] F:<nil> Ch:<nil>} [2]main.Point{main.Point{X:1, Y:2}, main.Point{X:0, Y:0}}
// <nil> <nil> %!d(<nil>) %!s(<nil>)
