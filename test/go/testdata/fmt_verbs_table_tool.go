package main

import (
	"errors"
	"fmt"
	"os"
	"time"
)

type Celsius float64

func (c Celsius) String() string { return fmt.Sprintf("%.1f°C", float64(c)) }

type Pair struct {
	K string
	V *int
}

type Mode uint8

func (m Mode) Format(f fmt.State, verb rune) {
	w, wok := f.Width()
	p, pok := f.Precision()
	fmt.Fprintf(f, "Mode(%c w=%d/%v p=%d/%v +%v -%v #%v 0%v ' '%v)=%d", verb, w, wok, p, pok, f.Flag('+'), f.Flag('-'), f.Flag('#'), f.Flag('0'), f.Flag(' '), uint8(m))
}

func main() {
	n := 7
	vals := []any{42, -7, 3.0, 1e-9, "go", []byte("hi"), 'x', true, nil, Celsius(21.55), Pair{"a", &n}, &Pair{"b", nil},
		[]string{"a", ""}, map[string]int{"b": 2, "a": 1}, struct{}{}, errors.New("boom"), time.Duration(0), [2]bool{}, complex(1, -2), uintptr(10)}
	for _, v := range vals {
		s := fmt.Sprintf("%v|%+v|%T", v, v, v)
		if p, ok := v.(Pair); ok {
			s = fmt.Sprintf("%v|%+v|%T", p.K, p.V != nil, p)
		}
		if p, ok := v.(*Pair); ok {
			s = fmt.Sprintf("&%v|%T", p.K, p)
		}
		fmt.Println(s)
	}
	fmt.Printf("%#v %#v %#v %#v %#v\n", []any{1, "a", nil}, map[string]bool{}, Celsius(1), [0]int{}, struct{ A, b int }{1, 2})
	fmt.Printf("[%5d] [%-5d] [%05d] [%+d] [% d] [%x] [%X] [%#x] [%o] [%#o] [%O] [%b] [%c] [%U] [%#U]\n", 42, 42, -42, 42, 42, 255, 255, 255, 8, 8, 8, 5, 65, 0x1F600, 0x1F600)
	fmt.Printf("[%8.3f] [%-8.2e] [%g] [%G] [%.0f] [%.0f] [%.0f] [%#g] [%x] [%8.2f%%]\n", 3.14159, 1234.5678, 1e21, 1e-7, 0.5, 1.5, 2.5, 1.0, 1.0, 99.5)
	fmt.Printf("[%s] [%10s] [%-10s] [%.2s] [%q] [%+q] [%#q] [%x] [% x] [% X] [%#x]\n", "héllo", "hi", "hi", "héllo", "a\tb", "é", "raw`", "hi!", "hi!", []byte{1, 171}, "ab")
	fmt.Printf("[%t] [%5t] [%p] [%v] [%d] [%s]\n", false, true, nil, &[]int{1}, []int8{-1, 2}, []string{"x", "y"})
	fmt.Printf("%d %s %v\n", "str", 5, Mode(3))
	fmt.Printf("%-+08.3x|%#v\n", Mode(9), Mode(1))
	fmt.Printf("%[2]d %[1]d %d %[5]d %d\n", 1, 2, 3)
	fmt.Printf("%*d|%-*d|%.*f|%*s\n", 5, 1, 4, 2, 2, 3.14159, -6, "ab")
	fmt.Printf("%!d %z %", 1, 2)
	fmt.Println()
	fmt.Printf("extra %d\n", 1, "two", 3.0)
	fmt.Printf("%.3v %10.4v|%-10v|\n", "abcdef", 3.14159265, Celsius(3))
	fmt.Printf("%6.2v|%v|%.1f\n", []float64{1.234, 5.678}, [][]int{{1}, {2, 3}}, []float32{0.25, 0.35})
	fmt.Fprintln(os.Stderr, "to stderr", 1, 2)
	fmt.Print("a", "b", 1, 2, "c", 3.5, nil, "\n")
	fmt.Println(fmt.Sprint(1, 2), fmt.Sprint("a", 1, 2, "b"), fmt.Sprintln("x", 1))
	w := fmt.Append([]byte("pre:"), 1, "x")
	w = fmt.Appendf(w, "|%03d", 5)
	w = fmt.Appendln(w, "end")
	fmt.Printf("%q\n", w)
}

// Output:
// 42|42|int
// -7|-7|int
// 3|3|float64
// 1e-09|1e-09|float64
// go|go|string
// [104 105]|[104 105]|[]uint8
// 120|120|int32
// true|true|bool
// <nil>|<nil>|<nil>
// 21.6°C|21.6°C|main.Celsius
// a|true|main.Pair
// &b|*main.Pair
// [a ]|[a ]|[]string
// map[a:1 b:2]|map[a:1 b:2]|map[string]int
// {}|{}|struct {}
// boom|boom|*errors.errorString
// 0s|0s|time.Duration
// [false false]|[false false]|[2]bool
// (1-2i)|(1-2i)|complex128
// 10|10|uintptr
// []interface {}{1, "a", interface {}(nil)} map[string]bool{} 1 [0]int{} struct { A int; b int }{A:1, b:2}
// [   42] [42   ] [-0042] [+42] [ 42] [ff] [FF] [0xff] [10] [010] [0o10] [101] [A] [U+1F600] [U+1F600 '😀']
// [   3.142] [1.23e+03] [1e+21] [1E-07] [0] [2] [2] [1.00000] [0x1p+00] [   99.50%]
// [héllo] [        hi] [hi        ] [hé] ["a\tb"] ["\u00e9"] ["raw`"] [686921] [68 69 21] [01 AB] [0x6162]
// [false] [ true] [%!p(<nil>)] [&[1]] [[-1 2]] [[x y]]
// %!d(string=str) %!s(int=5) Mode(v w=0/false p=0/false +false -false #false 0false ' 'false)=3
// Mode(x w=8/true p=3/true +true -true #false 0true ' 'false)=9|Mode(v w=0/false p=0/false +false -false #true 0false ' 'false)=1
// 2 1 2 %!d(BADINDEX) 3
//     1|2   |3.14|ab    
// %!!(int=1)d %!z(int=2) %!(NOVERB)
// extra 1
// %!(EXTRA string=two, float64=3)abc      3.142|3.0°C     |
// [   1.2    5.7]|[[1] [2 3]]|[0.2 0.3]
// ab1 2c3.5 <nil>
// 1 2 a1 2b x 1
//
// "pre:1x|005end\n"
// Stderr:
// to stderr 1 2
