package main

import "fmt"

type T struct {
	A int
	B *int
	C []string
	D map[string]int
	E any
	F error
	G fmt.Stringer
	h bool
}

type S string

func (s S) String() string { return "S(" + string(s) + ")" }

func main() {
	fmt.Printf("%[2]d %[1]d %d\n", 1, 2)
	fmt.Printf("%[3]d %d\n", 1, 2)
	fmt.Printf("%d %d\n", 1)
	fmt.Printf("%z %!\n", 1)
	fmt.Printf("%.*f|%*d|%-*d|\n", 2, 3.14159, 5, 42, 4, 7)
	fmt.Printf("%*d\n", "x", 5)
	fmt.Printf("%q %+q %#q %x % x %X %#x\n", "héllo", "héllo", "he`llo", "hi", "hi", []byte("hi"), "hi")
	fmt.Printf("%U %#U %c %q %d\n", 'é', '☺', 0x1F600, 'x', 'x')
	fmt.Printf("|%5s|%-5s|%.2s|%5.1s|\n", "héé", "日本", "日本語", "日本語")
	fmt.Printf("%v %+v\n", T{}, T{C: []string{}, D: map[string]int{}})
	fmt.Printf("%#v\n", T{A: 1, C: []string{"a"}, D: map[string]int{"k": 1}, E: S("x"), G: S("y")})
	fmt.Printf("%v %s %q %x %d\n", S("a"), S("a"), S("a"), S("a"), S("a"))
	fmt.Printf("%v %v\n", []S{"a", "b"}, map[S]int{"k": 1})
	fmt.Printf("%s %d\n", []any{1, "a", nil}, []any{1, "a", nil})
	fmt.Printf("%t %v %08.3f %+d %x %o %O %b\n", true, false, -3.14159, 5, -255, 8, 8, 5)
	fmt.Printf("%6.2f|%-8.3e|%G|%g|%g\n", 1234.5678, 0.000123, 1e21, 1e20, 1e-5)
	fmt.Printf("%v %v %v\n", float32(0.1), 1.0, 100000000.0)
	fmt.Printf("%x %X %#o %#b\n", 3.5, -1.0, 8, 5)
	fmt.Printf("%5t|%-7v|%3c|\n", true, nil, 'A')
	fmt.Printf("%p\n", nil)
	fmt.Printf("%s\n", nil)
	fmt.Printf("%d\n", "str")
	fmt.Printf("%.3v %.10v\n", "abcdef", 3.14159265358979)
	fmt.Printf("%e %E\n", 0.0, 123456.789)
	fmt.Printf("%v\n", [][]int{{1}, nil, {}})
	fmt.Printf("%v %d\n", [3]bool{}, []uint8{1, 2})
	fmt.Printf("%s|%v|%q\n", []byte(nil), []byte("a"), []byte("a\n"))
	fmt.Printf("%c|%v\n", []rune("hé"), []rune("hé"))
	var ip *int
	var e error
	fmt.Println(ip, e, []*int{nil}, map[string]*int{"a": nil})
	fmt.Print("a", 1, 2, "b", "c", 3.0, nil, "\n")
	fmt.Println(fmt.Sprint(1, 2), fmt.Sprint("a", "b"), fmt.Sprint(1, "a", 2))
	fmt.Printf("%v %.2v %10.3v|\n", 1+2i, 1.234+5.678i, complex64(1))
	fmt.Printf("%08d|%+08d|%-08d|% d|% d\n", -42, 42, 42, 42, -42)
	fmt.Printf("%#v %#v %#v %#v\n", 1.0, float32(2.5), "s", []any{1, "a"})
	fmt.Printf("%#v %#v\n", map[string]any{"a": 1}, struct{ X, y int }{1, 2})
	type inner struct{ P *int }
	fmt.Printf("%+v\n", inner{})
	fmt.Printf("%v\n", &[]int{1})
	fmt.Printf("%v %v\n", &map[string]int{"a": 1}, &[2]string{"x", "y"})
}

// Output:
// 2 1 2
// %!d(BADINDEX) 1
// 1 %!d(MISSING)
// %!z(int=1) %!!(MISSING)
// 3.14|   42|7   |
// %!(BADWIDTH)5
// "héllo" "h\u00e9llo" "he`llo" 6869 68 69 6869 0x6869
// U+00E9 U+263A '☺' 😀 'x' 120
// |  héé|日本   |日本|    日|
// {0 <nil> [] map[] <nil> <nil> <nil> false} {A:0 B:<nil> C:[] D:map[] E:<nil> F:<nil> G:<nil> h:false}
// main.T{A:1, B:(*int)(nil), C:[]string{"a"}, D:map[string]int{"k":1}, E:"x", F:error(nil), G:"y", h:false}
// S(a) S(a) "S(a)" 53286129 %!d(main.S=a)
// [S(a) S(b)] map[S(k):1]
// [%!s(int=1) a <nil>] [1 %!d(string=a) <nil>]
// true false -003.142 +5 -ff 10 0o10 101
// 1234.57|1.230e-04|1E+21|1e+20|1e-05
// 0.1 1 1e+08
// 0x1.cp+01 -0X1P+00 010 0b101
//  true|<nil>  |  A|
// %!p(<nil>)
// %!s(<nil>)
// %!d(string=str)
// abc 3.141592654
// 0.000000e+00 1.234568E+05
// [[1] [] []]
// [false false false] [1 2]
// |[97]|"a\n"
// [h é]|[104 233]
// <nil> <nil> [<nil>] map[a:<nil>]
// a1 2bc3 <nil>
// 1 2 ab 1a2
// (1+2i) (1.2+5.7i) (         1        +0i)|
// -0000042|+0000042|42      | 42|-42
// 1 2.5 "s" []interface {}{1, "a"}
// map[string]interface {}{"a":1} struct { X int; y int }{X:1, y:2}
// {P:<nil>}
// &[1]
// &map[a:1] &[x y]
