package main

import (
	"fmt"
	"os"
)

type Point struct{ X, Y int }

func (p *Point) String() string { return fmt.Sprintf("(%d,%d)", p.X, p.Y) }

func main() {
	format := "%d items, %s\n"
	fmt.Printf(format, "three", 3)
	format = "%d %d\n"
	fmt.Printf(format, 1)
	fmt.Printf(format, 1, 2, 3)
	format = "%z %!\n"
	fmt.Printf(format, 1)
	p := Point{1, 2}
	fmt.Println(p, &p)
	fmt.Printf("%v %+v %#v %s\n", p, p, p, &p)
	var np *Point
	fmt.Printf("%v %s %d\n", np, []string{"a"}, []any{1, "x", nil})
	fmt.Printf("%5.1f|%-8s|%08.3f|%+d|%x|%q|%c|%U\n", 3.14159, "go", -3.5, 7, "hi", 'x', 0x1F600, 'G')
	fmt.Printf("%6.2f%%\n", 12.345)
	fmt.Printf("%[2]d %[1]d %d\n", 10, 20)
	fmt.Printf("%*d|%-*d|\n", 5, 42, 4, 7)
	fmt.Printf("%t %v %08b %o %#o\n", true, nil, 5, 8, 8)
	fmt.Printf("%e %E %g %G\n", 1234.5678, 0.000012, 1e21, 1e-7)
	fmt.Printf("%x % X %#x\n", []byte("az"), []byte{1, 171}, "hi")
	fmt.Printf("%v %v\n", map[string][]int{"b": {2}, "a": {1}}, struct {
		A *int
		B []string
	}{nil, nil})
	fmt.Fprintf(os.Stdout, "%s\n", error(nil))
	fmt.Printf("%d\n", fmt.Errorf("oops"))
	s := fmt.Sprint("a", 1, 2, "b", "c", 3.0, nil)
	fmt.Println(s, len(fmt.Sprintln("x", 1)))
	fmt.Printf("%v|%6v|%-6v|\n", []int(nil), true, 1.5)
	fmt.Printf("%T %T %T %T\n", nil, 'a', 1+2i, [2]bool{})
}

// Output:
// %!d(string=three) items, %!s(int=3)
// 1 %!d(MISSING)
// 1 2
// %!(EXTRA int=3)%!z(int=1) %!!(MISSING)
// {1 2} (1,2)
// {1 2} {X:1 Y:2} main.Point{X:1, Y:2} (1,2)
// <nil> [a] [1 %!d(string=x) <nil>]
//   3.1|go      |-003.500|+7|6869|'x'|😀|U+0047
//  12.35%
// 20 10 20
//    42|7   |
// true <nil> 00000101 10 010
// 1.234568e+03 1.200000E-05 1e+21 1E-07
// 617a 01 AB 0x6869
// map[a:[1] b:[2]] {<nil> []}
// %!s(<nil>)
// &{%!d(string=oops)}
// a1 2bc3 <nil> 4
// []|  true|1.5   |
// <nil> int32 complex128 [2]bool
