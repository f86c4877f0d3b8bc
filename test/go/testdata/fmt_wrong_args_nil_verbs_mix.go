package main

import (
	"errors"
	"fmt"
	"os"
)

type Level int

func (l Level) String() string {
	switch l {
	case 0:
		return "debug"
	case 1:
		return "info"
	}
	return fmt.Sprintf("Level(%d)", int(l))
}

type T struct {
	L   Level
	E   error
	P   *Level
	Arr [2]Level
	M   map[Level]bool
}

func main() {
	var err error
	var lp *Level
	fmt.Printf("%d %s %v\n", 1)
	fmt.Printf("%d\n", 1, 2, "x")
	fmt.Printf("%!\n", 3)
	fmt.Printf("%z %Z\n", 3, "s")
	fmt.Printf("%s|%v|%d\n", err, err, err)
	fmt.Printf("%s|%v|%+v\n", lp, lp, nil)
	fmt.Printf("%x|%X|%o|%b\n", "hi", []string{"a", "b"}, -8, -5)
	fmt.Printf("%q|%#q|%+q\n", 65, 0x1F600, 'é')
	fmt.Printf("%v|%d|%s\n", Level(1), Level(1), Level(7))
	fmt.Printf("%v\n", T{L: 1, E: errors.New("e"), Arr: [2]Level{0, 1}, M: map[Level]bool{1: true, 0: false}})
	fmt.Printf("%+v\n", T{})
	fmt.Printf("%#v\n", T{L: 1})
	fmt.Printf("%6.2v|%-6v|%06d|%+06d|%x\n", 3.14159, true, -42, 42, 3.5)
	fmt.Printf("%*d|%-*d|%.*f\n", 5, 1, 4, 2, 2, 3.14159)
	fmt.Printf("%[2]d %[1]d %d\n", 10, 20)
	fmt.Printf("%[3]d\n", 1)
	fmt.Printf("%.0f %.0f %.0f %.1f\n", 0.5, 1.5, 2.5, 0.05)
	fmt.Printf("%g %g %g %g\n", 100000.0, 1000000.0, 1e-4, 1e-5)
	fmt.Printf("%v %v\n", float32(16777217), 1/3.0)
	fmt.Printf("%t %t\n", 1, "x")
	fmt.Printf("%c|%c|%c\n", -1, 0x110000, 'A'+1)
	fmt.Printf("%s\n", []byte(nil))
	fmt.Printf("%v %v\n", []byte("ab"), [2]byte{1, 2})
	fmt.Printf("%08.3s|%.3x\n", "abcdef", "abcdef")
	fmt.Printf("% x|%# x|%#X\n", []byte{1, 171}, []byte{1, 171}, "hi")
	fmt.Printf("%v|%s\n", struct{ e error }{}, []error{nil, errors.New("x")})
	fmt.Printf("%d%%\n", 50)
	fmt.Printf("%v %v\n", complex(1, -2), complex64(complex(0.5, 0)))
	fmt.Printf("%.2f %+.1e\n", complex(1, 2), 12345.678)
	fmt.Println(fmt.Sprint("a", 1, 2, "b", "c", 3.0, nil, nil))
	fmt.Println(fmt.Sprintln("x", 1) + "|")
	fmt.Fprintln(os.Stderr, "to stderr", 42)
	n, err := fmt.Printf("%5.1f%%\n", 12.345)
	fmt.Println(n, err)
	fmt.Printf("%v\n", map[string]any{"b": []int{1}, "a": map[string]int{"z": 1, "y": 2}, "c": nil})
	fmt.Printf("%v %v\n", map[[2]int]string{{2, 1}: "b", {1, 2}: "a"}, map[bool]int{true: 1, false: 0})
	fmt.Printf("%v\n", map[float64]int{2.5: 1, -1: 2, 0: 3})
	fmt.Printf("%T %T %T\n", nil, []any{1}, map[string][]*int{})
}

// Output:
// 1 %!s(MISSING) %!v(MISSING)
// 1
// %!(EXTRA int=2, string=x)%!!(int=3)
// %!z(int=3) %!Z(string=s)
// %!s(<nil>)|<nil>|%!d(<nil>)
// <nil>|<nil>|<nil>
// 6869|[61 62]|-10|-101
// 'A'|'😀'|'\u00e9'
// info|1|Level(7)
// {info e <nil> [debug info] map[debug:false info:true]}
// {L:debug E:<nil> P:<nil> Arr:[debug debug] M:map[]}
// main.T{L:1, E:error(nil), P:(*main.Level)(nil), Arr:[2]main.Level{0, 0}, M:map[main.Level]bool(nil)}
//    3.1|true  |-00042|+00042|0x1.cp+01
//     1|2   |3.14
// 20 10 20
// %!d(BADINDEX)
// 0 2 2 0.1
// 100000 1e+06 0.0001 1e-05
// 1.6777216e+07 0.3333333333333333
// %!t(int=1) %!t(string=x)
// �|�|B
//
// [97 98] [1 2]
// 00000abc|616263
// 01 ab|0x01 0xab|0X6869
// {<nil>}|[<nil> x]
// 50%
// (1-2i) (0.5+0i)
// (1.00+2.00i) +1.2e+04
// a1 2bc3 <nil> <nil>
// x 1
// |
//  12.3%
// 7 <nil>
// map[a:map[y:2 z:1] b:[1] c:<nil>]
// map[[1 2]:a [2 1]:b] map[false:0 true:1]
// map[-1:2 0:3 2.5:1]
// <nil> []interface {} map[string][]*int
// Stderr:
// to stderr 42
