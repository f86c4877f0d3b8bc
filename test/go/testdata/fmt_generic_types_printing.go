package main

import (
	"errors"
	"fmt"
	"os"
)

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

type Opt[T any] struct {
	v  *T
	ok bool
}

func Some[T any](v T) Opt[T] { return Opt[T]{&v, true} }

func (o Opt[T]) String() string {
	if !o.ok {
		return "None"
	}
	return fmt.Sprintf("Some(%v)", *o.v)
}

type Level int

const (
	Debug Level = iota
	Info
	Warn
)

func (l Level) String() string {
	switch l {
	case Debug:
		return "DEBUG"
	case Info:
		return "INFO"
	}
	return fmt.Sprintf("Level(%d)", int(l))
}

type inner struct {
	A []int
	M map[string]*int
}

type outer struct {
	Name  string
	In    inner
	P     *inner
	E     error
	Any   any
	Lv    Level
	F     func()
	Ch    chan int
	Bytes []byte
}

func main() {
	p := Pair[string, []int]{"k", []int{1, 2}}
	fmt.Printf("%v|%+v|%T\n", p, p, p)
	fmt.Printf("%#v\n", p)
	fmt.Println(Some(42), Opt[string]{}, Some(Pair[int, bool]{1, true}))
	fmt.Printf("%v %s %d %q\n", Warn, Info, Info, Debug)
	levels := map[Level]int{Warn: 2, Debug: 0, Info: 1}
	fmt.Println(levels)
	x := 7
	o := outer{Name: "n", In: inner{A: nil, M: map[string]*int{}}, E: errors.New("bad"), Any: 3.5, Lv: 5, Bytes: []byte("hi")}
	fmt.Printf("%v\n%+v\n", o, o)
	o.P = &inner{A: []int{1}}
	fmt.Printf("%+v\n", *o.P)
	fmt.Printf("%v %d %s %x %X % x\n", o.Bytes, o.Bytes, o.Bytes, o.Bytes, "hi", []byte{1, 171})
	fmt.Printf("%#v %#v %#v %#v\n", []string(nil), map[string]int(nil), []any{1, "a", nil}, &x != nil)
	fmt.Printf("%v %+v %#v\n", struct{}{}, struct{ A, b int }{1, 2}, struct{ A, b int }{1, 2})
	fmt.Printf("%5t|%-6v|%06d|%x|%o|%O|%b|%c|%U\n", true, false, -42, -255, 64, 64, 5, 0x1F600, 0x1F600)
	fmt.Printf("%*d|%-*d|%.*f\n", 5, 1, 4, 2, 2, 3.14159)
	fmt.Printf("%!|%z|%d %d\n", 1, 2)
	fmt.Printf("%[2]d %[1]d %d\n", 10, 20)
	fmt.Printf("%[3]v %v\n", 1, 2)
	fmt.Println(fmt.Sprint("a", 1, 2, "b", "c", 3.0, nil, errors.New("e")))
	fmt.Println(fmt.Sprintln("x", 1), fmt.Sprintf("%v", nil), fmt.Sprintf("%d", nil))
	var np *outer
	var ni fmt.Stringer
	fmt.Printf("%v %+v %v %s\n", np, np, ni, ni)
	fmt.Fprintf(os.Stdout, "%v %v\n", [2][2]int{{1, 2}, {3, 4}}, map[[2]int]string{{1, 2}: "a", {0, 5}: "b"})
	fmt.Printf("%08.3f|%+.1e|%x|%X\n", -3.14159, 123456.0, 3.5, "Hello")
	fmt.Printf("%6.2s|%-6s|%.0s|%q|%#q|%+q\n", "abcdef", "ab", "zzz", "a\"b", "a`b", "日本")
	type T struct {
		A any
		B fmt.Stringer
	}
	fmt.Printf("%v %+v\n", T{}, T{A: Some(1), B: Warn})
}

// Output:
// {k [1 2]}|{Key:k Val:[1 2]}|main.Pair[string,[]int]
// main.Pair[string,[]int]{Key:"k", Val:[]int{1, 2}}
// Some(42) None Some({1 true})
// Level(2) INFO 1 "DEBUG"
// map[DEBUG:0 INFO:1 Level(2):2]
// {n {[] map[]} <nil> bad 3.5 Level(5) <nil> <nil> [104 105]}
// {Name:n In:{A:[] M:map[]} P:<nil> E:bad Any:3.5 Lv:Level(5) F:<nil> Ch:<nil> Bytes:[104 105]}
// {A:[1] M:map[]}
// [104 105] [104 105] hi 6869 6869 01 ab
// []string(nil) map[string]int(nil) []interface {}{1, "a", interface {}(nil)} true
// {} {A:1 b:2} struct { A int; b int }{A:1, b:2}
//  true|false |-00042|-ff|100|0o100|101|😀|U+1F600
//     1|2   |3.14
// %!!(int=1)|%!z(int=2)|%!d(MISSING) %!d(MISSING)
// 20 10 20
// %!v(BADINDEX) 1
// a1 2bc3 <nil> e
// x 1
//  <nil> %!d(<nil>)
// <nil> <nil> <nil> %!s(<nil>)
// [[1 2] [3 4]] map[[0 5]:b [1 2]:a]
// -003.142|+1.2e+05|0x1.cp+01|48656C6C6F
//     ab|ab    ||"a\"b"|"a`b"|"\u65e5\u672c"
// {<nil> <nil>} {A:Some(1) B:Level(2)}
