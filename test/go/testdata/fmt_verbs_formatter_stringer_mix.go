package main

import (
	"fmt"
	"os"
)

type Color int

const (
	Red Color = iota
	Green
	Blue
)

func (c Color) String() string {
	switch c {
	case Red:
		return "Red"
	case Green:
		return "Green"
	}
	return fmt.Sprintf("Color(%d)", int(c))
}

type Secret string

func (s Secret) GoString() string { return `Secret("***")` }

type Money struct {
	Cents int64
}

func (m *Money) String() string { return fmt.Sprintf("$%d.%02d", m.Cents/100, m.Cents%100) }

type Temp float64

func (t Temp) Format(f fmt.State, verb rune) {
	w, wok := f.Width()
	p, pok := f.Precision()
	fmt.Fprintf(f, "Temp[%c w=%d/%v p=%d/%v plus=%v minus=%v sharp=%v]", verb, w, wok, p, pok, f.Flag('+'), f.Flag('-'), f.Flag('#'))
}

type Point struct {
	X, Y int
	tag  string
}

func main() {
	fmt.Printf("%v %d %s %q %x %X %o %b %c %U\n", Blue, Blue, Green, Red, 255, 255, 8, 5, 'G', 'G')
	fmt.Printf("%08.3f|%-10s|%10s|%+d|% d|%x|% x|%#x\n", 3.14159, "left", "right", 5, 7, "hi", "hi", 255)
	fmt.Printf("%*d|%-*d|%.*f\n", 5, 42, 5, 42, 2, 3.14159)
	fmt.Printf("%#v %#v %#v\n", Secret("pw"), []string{"a"}, map[string]int{"b": 2, "a": 1})
	m := Money{12345}
	fmt.Println(m, &m)
	fmt.Printf("%v %s %v\n", m, &m, []*Money{&m})
	fmt.Printf("%v|%6.2f|%-+8v|%#v\n", Temp(1), Temp(2), Temp(3), Temp(4))
	p := Point{1, 2, "t"}
	fmt.Printf("%v %+v %#v %T\n", p, p, p, p)
	fmt.Printf("%v %+v\n", &p, &p)
	fmt.Printf("%q %+q %#q %x\n", "héllo\n", "héllo", "back`tick", "héllo")
	fmt.Printf("%5.1q|%t|%v|%p\n", 'x', true, nil, nil)
	fmt.Printf("%e %E %g %G %.3g %8.2e\n", 123456.789, 0.000123, 1e21, 1e-7, 123456.0, 42.0)
	fmt.Printf("%d %s\n", "str", 5)
	fmt.Printf("%d\n")
	fmt.Printf("%d %d\n", 1, 2, 3)
	fmt.Printf("%!\n", 1)
	fmt.Printf("%v %v\n", []byte("ab"), [2]bool{true})
	fmt.Printf("%s %x %X % X\n", []byte("ab"), []byte("ab"), []byte{1, 171}, []byte{1, 171})
	fmt.Printf("%6.2f%%\n", 99.5)
	fmt.Printf("%v %v %v\n", int8(-5), uint8(200), uintptr(10))
	fmt.Printf("%x %X %o %O %b\n", -255, -255, -8, 8, -5)
	fmt.Printf("%v %.2v %10.3v|\n", 1+2i, 1.2345+2i, 3.14159)
	fmt.Printf("[%3c][%-3c][%03d][%-05d][%+.2e]\n", 'a', 'b', -7, 7, 12345.678)
	fmt.Fprintln(os.Stderr, "to stderr", 1, 2)
	fmt.Printf("%s\n", []string{"a", "b"})
	fmt.Printf("%q\n", []string{"a", "b"})
	fmt.Printf("%v %d\n", map[Color]int{Blue: 3, Red: 1}, map[string]int{"z": 1, "a": 2})
	var ip *int
	var e error
	fmt.Printf("%v %v %d\n", ip, e, []any{1, "a", nil})
	fmt.Println(fmt.Sprint("a", 1, 2, "b", "c", 3.0, nil))
	fmt.Println(fmt.Sprintln("x", 1) + "|")
	fmt.Printf("%T %T %T %T\n", m.String, fmt.Printf, struct{ A int }{}, make(chan<- int))
	fmt.Printf("%10.4s|%-8q|\n", "abcdefgh", "a")
	fmt.Printf("%U %#U %x\n", '⌘', '⌘', "⌘")
}

// Output:
// Color(2) 2 Green "Red" ff FF 10 101 G U+0047
// 0003.142|left      |     right|+5| 7|6869|68 69|0xff
//    42|42   |3.14
// Secret("***") []string{"a"} map[string]int{"a":1, "b":2}
// {12345} $123.45
// {12345} $123.45 [$123.45]
// Temp[v w=0/false p=0/false plus=false minus=false sharp=false]|Temp[f w=6/true p=2/true plus=false minus=false sharp=false]|Temp[v w=8/true p=0/false plus=true minus=true sharp=false]|Temp[v w=0/false p=0/false plus=false minus=false sharp=true]
// {1 2 t} {X:1 Y:2 tag:t} main.Point{X:1, Y:2, tag:"t"} main.Point
// &{1 2 t} &{X:1 Y:2 tag:t}
// "héllo\n" "h\u00e9llo" "back`tick" 68c3a96c6c6f
//   'x'|true|<nil>|%!p(<nil>)
// 1.234568e+05 1.230000E-04 1e+21 1E-07 1.23e+05 4.20e+01
// %!d(string=str) %!s(int=5)
// %!d(MISSING)
// 1 2
// %!(EXTRA int=3)%!!(int=1)
// [97 98] [true false]
// ab 6162 01AB 01 AB
//  99.50%
// -5 200 10
// -ff -FF -10 0o10 -101
// (1+2i) (1.2+2i)       3.14|
// [  a][b  ][-07][7    ][+1.23e+04]
// [a b]
// ["a" "b"]
// map[Red:1 Color(2):3] map[%!d(string=a):2 %!d(string=z):1]
// <nil> <nil> [1 %!d(string=a) <nil>]
// a1 2bc3 <nil>
// x 1
// |
// func() string func(string, ...interface {}) (int, error) struct { A int } chan<- int
//       abcd|"a"     |
// U+2318 U+2318 '⌘' e28c98
// Stderr:
// to stderr 1 2
