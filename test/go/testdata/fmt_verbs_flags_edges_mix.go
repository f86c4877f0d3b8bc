package main

import (
	"fmt"
	"math"
	"strconv"
)

type point struct {
	X, Y int
	p    *point
}

type T struct {
	M map[string]int
	S []string
	P *int
	I any
	F func()
	C chan int
	E error
	A [2]bool
}

func main() {
	fmt.Printf("%x %X %o %O %b %c %U %#U %q\n", 255, 255, 8, 8, 5, 'A', 0x1F600, 'ä', 'x')
	fmt.Printf("%x %X % x %#x\n", "hi", []byte("hi"), "abc", "abc")
	fmt.Printf("%8.3f|%-8.2f|%+.1e|%g|%G|%.3g|%#g|%x\n", math.Pi, -1.5, 12345.678, 1e21, 1e-7, 1234.5678, 1.0, 1.5)
	fmt.Printf("%5t|%-6t|%v\n", true, false, nil)
	fmt.Printf("%05d|%-5d|%+d|% d|%x|%#o|%08.3f|%+08d\n", 42, 42, 42, 42, -255, 8, -3.14159, -42)
	fmt.Printf("%*d|%-*d|%.*f\n", 5, 1, 5, 2, 2, math.E)
	fmt.Printf("%!|%z|%d\n", 1)
	fmt.Printf("%d %s\n", "str", 5)
	fmt.Printf("%d\n", 1, 2)
	fmt.Printf("%[2]d %[1]d %d\n", 1, 2)
	fmt.Printf("%[3]d\n", 1)
	p := &point{1, 2, nil}
	fmt.Printf("%v %+v %#v\n", p, *p, *p)
	var t T
	fmt.Printf("%v\n%+v\n", t, t)
	fmt.Printf("%#v\n", T{M: map[string]int{"b": 2, "a": 1}, S: []string{"x"}, A: [2]bool{true}})
	fmt.Printf("%v %d %s\n", []byte("ab"), []byte("ab"), []byte("ab"))
	fmt.Printf("%q %v %x\n", []string{"a", "b"}, [][]int{{1}, {2, 3}}, []int{10, 11})
	fmt.Printf("%6.2v|%10v|%-10v|\n", 3.14159, "right", "left")
	fmt.Printf("%v %v %v %v\n", math.Inf(1), math.NaN(), -0.0, float32(1)/3)
	fmt.Printf("%e %.0f %.0f %.0f\n", 0.0, 0.5, 1.5, 2.5)
	fmt.Printf("%v %v\n", complex(1, -2), complex64(complex(0.1, 0)))
	fmt.Printf("%t\n", 1)
	fmt.Printf("%s\n", nil)
	fmt.Printf("%v %s\n", struct{}{}, struct{ a string }{"x"})
	fmt.Println(fmt.Sprint("a", 1, 2, "b", "c", 3.0, nil, nil))
	fmt.Println(fmt.Sprintln("a", 1), fmt.Sprint())
	fmt.Println(strconv.FormatFloat(1.0/3, 'g', -1, 32), strconv.FormatFloat(1e21, 'f', -1, 64), strconv.FormatFloat(123.456, 'e', 3, 64), strconv.FormatFloat(-0.0, 'g', -1, 64))
	fmt.Println(strconv.FormatInt(-255, 16), strconv.FormatUint(math.MaxUint64, 2), strconv.FormatFloat(0.000001234, 'G', 2, 64))
	fmt.Printf("%08b|%-8o|%#X|%#b\n", 5, 8, 255, 5)
	fmt.Printf("%U|%c|%q\n", -1, 0x110000, 0x110000)
	fmt.Printf("%.2s|%.5q|%10.3s|\n", "hello", "hello world", "abcdef")
	fmt.Printf("%x|%X|%.1x\n", 3.5, -1.0, 1.0)
	fmt.Printf("%p\n", nil)
	var ip *int
	fmt.Printf("%v %d\n", ip, ip)
	fmt.Printf("%v|%10.4v|%-10v|\n", "x", math.Pi, true)
}

// Output:
// ff FF 10 0o10 101 A U+1F600 U+00E4 'ä' 'x'
// 6869 6869 61 62 63 0x616263
//    3.142|-1.50   |+1.2e+04|1e+21|1E-07|1.23e+03|1.00000|0x1.8p+00
//  true|false |<nil>
// 00042|42   |+42| 42|-ff|010|-003.142|-0000042
//     1|2    |2.72
// %!!(int=1)|%!z(MISSING)|%!d(MISSING)
// %!d(string=str) %!s(int=5)
// 1
// %!(EXTRA int=2)2 1 2
// %!d(BADINDEX)
// &{1 2 <nil>} {X:1 Y:2 p:<nil>} main.point{X:1, Y:2, p:(*main.point)(nil)}
// {map[] [] <nil> <nil> <nil> <nil> <nil> [false false]}
// {M:map[] S:[] P:<nil> I:<nil> F:<nil> C:<nil> E:<nil> A:[false false]}
// main.T{M:map[string]int{"a":1, "b":2}, S:[]string{"x"}, P:(*int)(nil), I:interface {}(nil), F:(func())(nil), C:(chan int)(nil), E:error(nil), A:[2]bool{true, false}}
// [97 98] [97 98] ab
// ["a" "b"] [[1] [2 3]] [a b]
//    3.1|     right|left      |
// +Inf NaN 0 0.33333334
// 0.000000e+00 0 2 2
// (1-2i) (0.1+0i)
// %!t(int=1)
// %!s(<nil>)
// {} {x}
// a1 2bc3 <nil> <nil>
// a 1
//  
// 0.33333334 1000000000000000000000 1.235e+02 0
// -ff 1111111111111111111111111111111111111111111111111111111111111111 1.2E-06
// 00000101|10      |0XFF|0b101
// U+FFFFFFFFFFFFFFFF|�|'�'
// he|"hello"|       abc|
// 0x1.cp+01|-0X1P+00|0x1.0p+00
// %!p(<nil>)
// <nil> 0
// x|     3.142|true      |
