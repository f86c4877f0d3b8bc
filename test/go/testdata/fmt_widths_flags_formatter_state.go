package main

import (
	"errors"
	"fmt"
	"time"
)

type P struct {
	X, Y int
	s    string
}
type E struct{ error }
type St int

func (s St) String() string { return fmt.Sprintf("St<%d>", int(s)) }

type G struct{ v int }

func (g G) GoString() string { return "G!" }

type F struct{}

func (F) Format(s fmt.State, c rune) {
	w, wok := s.Width()
	p, pok := s.Precision()
	fmt.Fprintf(s, "F[%c w=%d,%v p=%d,%v +%v -%v #%v 0%v sp%v]", c, w, wok, p, pok, s.Flag('+'), s.Flag('-'), s.Flag('#'), s.Flag('0'), s.Flag(' '))
}

func main() {
	p := P{1, -2, "h"}
	fmt.Printf("[%8v][%-12v][%+v][%#v]\n", p, p, &p, p)
	fmt.Printf("[%5v][%-5v][%05v][%x][%X][% x]\n", []int{1, 2}, []string{"a"}, []int{3}, []int{10, 255}, "hi", []byte{1, 2})
	fmt.Printf("[%6.2v][%.1v][%10.3v]\n", []float64{1.2345, 2}, "abc", map[string]float64{"a": 3.14159})
	fmt.Printf("[%v][%s][%d][%q]\n", St(3), St(4), St(5), St(6))
	fmt.Printf("[%v][%+v][%#v][%T]\n", G{1}, G{1}, G{1}, G{1})
	fmt.Printf("%v|%10.3f|%-+8d|% .2e|%#o|%#b\n", F{}, F{}, F{}, F{}, F{}, F{})
	fmt.Printf("[%v][%s][%+v]\n", E{errors.New("inner")}, E{errors.New("x")}, E{})
	fmt.Printf("[%8.3s][%-8q][%08d][%+08.2f][%x][%#x]\n", "abcdef", "q", -42, 3.14159, -255, -255)
	fmt.Printf("[%3c][%-4c][%U][%#U][%08b]\n", 'x', 'y', 0x2603, 0x2603, 5)
	fmt.Printf("[%t][%5t][%v][%p]\n", true, false, nil, nil)
	fmt.Printf("[%e][%.0e][%g][%.3g][%G][%.2f]\n", 1234.5678, 5.5, 0.00001234, 1234567.0, 1e-10, -0.005)
	fmt.Printf("[%v][%.2v][%6.1f]\n", 3+4i, 1.5-2.25i, -1.25+0.5i)
	fmt.Printf("[%v][%d][%s]\n", time.Duration(90)*time.Second, time.Duration(1500), time.Duration(2)*time.Hour)
	fmt.Printf("[%v][%v][%.3v]\n", int8(-128), uint64(1<<63), "日本語")
	fmt.Printf("[%x][%X][% X][%#x]\n", "日本", []byte("日"), "ab", "ab")
	fmt.Printf("[%-10v|][%10v|]\n", nil, []any{nil, 1})
	fmt.Printf("[%*v][%-*v][%.*v]\n", 6, "a", 6, "b", 2, "cdef")
	fmt.Printf("[%v][%v]\n", [][]int{{1}, {2, 3}}, map[P]bool{{1, 2, ""}: true})
	fmt.Printf("[%v][%+v]\n", struct {
		A *int
		B []*P
	}{nil, []*P{nil}}, struct{ E error }{nil})
	fmt.Printf("%v %v\n", &[]int{1}, &map[string]int{"a": 1})
	fmt.Printf("%v %v %d\n", St(7), []St{1, 2}, []St{1, 2})
	type inner struct{ N St }
	fmt.Printf("%v %+v\n", inner{3}, []inner{{4}})
	fmt.Printf("%6.2f%%|%-6s|%6s|\n", 12.3456, "ab", "cd")
	fmt.Printf("%v %v %v\n", float32(1)/3, 2.0/3, float32(16777216.0))
	fmt.Printf("%08.3f|%+.0f|% d|%+d\n", -3.14159, 2.5, 5, 0)
	fmt.Printf("%.3d|%.0d|%5.3d|%-5.3d|\n", 7, 0, 7, -7)
	fmt.Printf("%c%c%c\n", 72, 105, 0x1F44B)
}

// Output:
// [{       1       -2        h}][{1            -2           h           }][&{X:1 Y:-2 s:h}][main.P{X:1, Y:-2, s:"h"}]
// [[    1     2]][[a    ]][[00003]][[a ff]][6869][01 02]
// [[   1.2      2]][a][map[         a:      3.14]]
// [St<3>][St<4>][5]["St<6>"]
// [{1}][{v:1}][G!][main.G]
// F[v w=0,false p=0,false +false -false #false 0false spfalse]|F[f w=10,true p=3,true +false -false #false 0false spfalse]|F[d w=8,true p=0,false +true -true #false 0false spfalse]|F[e w=0,false p=2,true +false -false #false 0false sptrue]|F[o w=0,false p=0,false +false -false #true 0false spfalse]|F[b w=0,false p=0,false +false -false #true 0false spfalse]
// [inner][x][%!v(PANIC=Error method: runtime error: invalid memory address or nil pointer dereference)]
// [     abc]["q"     ][-0000042][+0003.14][-ff][-0xff]
// [  x][y   ][U+2603][U+2603 '☃'][00000101]
// [true][false][<nil>][%!p(<nil>)]
// [1.234568e+03][6e+00][1.234e-05][1.23e+06][1E-10][-0.01]
// [(3+4i)][(1.5-2.2i)][(  -1.2  +0.5i)]
// [1m30s][1500][2h0m0s]
// [-128][9223372036854775808][日本語]
// [e697a5e69cac][E697A5][61 62][0x6162]
// [<nil>     |][[<nil>          1]|]
// [     a][b     ][cd]
// [[[1] [2 3]]][map[{1 2 }:true]]
// [{<nil> [<nil>]}][{E:<nil>}]
// &[1] &map[a:1]
// St<7> [St<1> St<2>] [1 2]
// {St<3>} [{N:St<4>}]
//  12.35%|ab    |    cd|
// 0.33333334 0.6666666666666666 1.6777216e+07
// -003.142|+2| 5|+0
// 007||  007|-007 |
// Hi👋
