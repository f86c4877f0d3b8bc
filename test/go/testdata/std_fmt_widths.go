package main

import "fmt"

type Point struct {
	X, Y int
}

func (p Point) String() string { return fmt.Sprintf("(%d,%d)", p.X, p.Y) }

type Pair struct {
	Name  string
	Value float64
	Tags  []string
	Next  *Pair
}

func main() {
	fmt.Printf("|%5d|%-5d|%05d|%+d|\n", 42, 42, 42, 42)
	fmt.Printf("|%8.3f|%-8.2f|%e|%g|\n", 3.14159, 2.5, 123456.789, 1e21)
	fmt.Printf("|%10s|%-10s|%q|%x|%X|\n", "go", "go", "hi\n", "hi", 255)
	fmt.Printf("%v %+v %#v\n", Point{1, 2}, Point{1, 2}, Point{1, 2})
	p := Pair{"a", 1.5, []string{"x", "y"}, nil}
	fmt.Printf("%v\n%+v\n", p, p)
	fmt.Printf("%#v\n", p)
	fmt.Printf("%T %T %T %T\n", p, &p, p.Tags, map[string]int{})
	fmt.Printf("%c %U %#U\n", 'G', 'G', '世')
	fmt.Printf("%b %o %#o %#x %#X\n", 5, 8, 8, 255, 255)
	fmt.Printf("%6.2f%%\n", 99.5)
	fmt.Printf("%*d|%-*d|\n", 5, 1, 4, 2)
	fmt.Printf("%t %v\n", true, false)
	fmt.Printf("%08.3f|% d|% d\n", -3.5, 5, -5)
	fmt.Printf("%x % x %X\n", []byte("abc"), []byte("abc"), "xyz")
	fmt.Printf("%s %v %d\n", []string{"a", "b"}, []int{1, 2}, []int{3, 4})
	fmt.Printf("%v %v\n", map[string]int{"b": 2, "a": 1}, map[int]bool{3: true, 1: false})
	fmt.Printf("%d %s\n", "str", 5)
	fmt.Printf("%d\n")
	fmt.Printf("%d %d\n", 1, 2, 3)
	fmt.Println(fmt.Sprint("a", 1, 2, "b", "c", 3.5))
	fmt.Println(fmt.Sprintln("x", 1))
	var ip *int
	var e error
	fmt.Println(ip, e, nil)
	fmt.Printf("%v %s\n", e, e)
	fmt.Printf("%.2s|%.0f|%.1e\n", "hello", 2.5, 1234.5)
	fmt.Printf("%g %g %g %g\n", 0.000001, 1e-7, 100000.0, 1e6)
	fmt.Printf("%v %v %v\n", float32(0.1), 1.0, 3.0/2)
	fmt.Printf("%q %q\n", 'x', []string{"a b", "c"})
	fmt.Printf("%8.3s|\n", "abcdef")
	fmt.Printf("%-8v|%8v|\n", Point{3, 4}, []int{1})
}

// Output:
// |   42|42   |00042|+42|
// |   3.142|2.50    |1.234568e+05|1e+21|
// |        go|go        |"hi\n"|6869|FF|
// (1,2) (1,2) main.Point{X:1, Y:2}
// {a 1.5 [x y] <nil>}
// {Name:a Value:1.5 Tags:[x y] Next:<nil>}
// main.Pair{Name:"a", Value:1.5, Tags:[]string{"x", "y"}, Next:(*main.Pair)(nil)}
// main.Pair *main.Pair []string map[string]int
// G U+0047 U+4E16 '世'
// 101 10 010 0xff 0XFF
//  99.50%
//     1|2   |
// true false
// -003.500| 5|-5
// 616263 61 62 63 78797A
// [a b] [1 2] [3 4]
// map[a:1 b:2] map[1:false 3:true]
// %!d(string=str) %!s(int=5)
// %!d(MISSING)
// 1 2
// %!(EXTRA int=3)a1 2bc3.5
// x 1
//
// <nil> <nil> <nil>
// <nil> %!s(<nil>)
// he|2|1.2e+03
// 1e-06 1e-07 100000 1e+06
// 0.1 1 1.5
// 'x' ["a b" "c"]
//      abc|
// (3,4)   |[       1]|
