package main

import (
	"errors"
	"fmt"
)

type both struct{ v int }

func (b both) String() string { return "S" }
func (b both) Error() string  { return "E" }

type ptrStr struct{ n int }

func (p *ptrStr) String() string { return fmt.Sprintf("ptr(%d)", p.n) }

type fmtr struct{}

func (fmtr) Format(f fmt.State, verb rune) {
	w, wok := f.Width()
	p, pok := f.Precision()
	fmt.Fprintf(f, "F[%c %d %v %d %v %v %v]", verb, w, wok, p, pok, f.Flag('+'), f.Flag('#'))
}

type gostr struct{}

func (gostr) GoString() string { return "GOSTR" }

type panicky struct{}

func (panicky) String() string { panic("oops") }

type nilStr struct{ s *string }

func (n *nilStr) String() string { return *n.s }

func main() {
	fmt.Println(both{1}, &both{2})
	fmt.Printf("%v %s %d\n", both{1}, both{1}, both{1})
	fmt.Println(ptrStr{1}, &ptrStr{2}, []*ptrStr{{3}})
	fmt.Printf("%v|%+8.3x|%#v\n", fmtr{}, fmtr{}, fmtr{})
	fmt.Printf("%v %#v %+v\n", gostr{}, gostr{}, []gostr{{}})
	fmt.Println(panicky{})
	var ns *nilStr
	fmt.Println(ns)
	fmt.Printf("%s\n", ns)
	fmt.Println(errors.New("x"), []error{errors.New("a"), nil})
	fmt.Printf("%x %X %q\n", errors.New("hi"), both{}, both{})
	fmt.Printf("%v %v\n", struct{ E error }{errors.New("in")}, struct{ S fmt.Stringer }{both{}})
	type inner struct{ B both }
	fmt.Printf("%v %+v\n", inner{}, inner{})
	fmt.Printf("%5.1v|%-6v|%06d|%x\n", 3.14159, true, -42, 3.5)
	fmt.Printf("%v %v %v\n", int8(-5), uint64(1<<63), uintptr(10))
	fmt.Printf("%.2f %v %v %v\n", 2.0/3, float32(0.1), 1e-5, 100000000.0)
	fmt.Printf("%g %g %v %v\n", 1e20, 1e21, 123456789.0, 0.000001234)
	fmt.Printf("%v %.3g %8.2e\n", complex(1, -2), complex(1.23456, 0), 1234.5)
}

// Output:
// E E
// E E {1}
// {1} ptr(2) [ptr(3)]
// F[v 0 false 0 false false false]|F[x 8 true 3 true true false]|F[v 0 false 0 false false true]
// {} GOSTR [{}]
// %!v(PANIC=String method: oops)
// <nil>
// <nil>
// x [a <nil>]
// 6869 45 "E"
// {in} {E}
// {E} {B:E}
//     3|true  |-00042|0x1.cp+01
// -5 9223372036854775808 10
// 0.67 0.1 1e-05 1e+08
// 1e+20 1e+21 1.23456789e+08 1.234e-06
// (1-2i) (1.23+0i) 1.23e+03
