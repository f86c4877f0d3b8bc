package main

import (
	"errors"
	"fmt"
)

type Phase string
type Mode uint8
type Inner struct {
	A int
	B *string `json:"b"`
}
type Outer struct {
	Name  string
	In    Inner
	PIn   *Inner
	Any   interface{}
	Err   error
	Tags  []string
	M     map[string]int
	F     func()
	Ch    chan int
	Arr   [2]bool
	Bytes []byte
	u     uint
}

func main() {
	o := Outer{Name: "n", In: Inner{1, nil}, Any: Phase("Running"), Err: errors.New("e1"), Tags: []string{"a", ""}, M: map[string]int{"k": 1}, Arr: [2]bool{true}, Bytes: []byte("ab"), u: 7}
	fmt.Printf("%v\n", o.In)
	fmt.Printf("%+v\n", Outer{})
	fmt.Printf("%#v\n", Outer{Tags: []string{}, M: map[string]int{}})
	fmt.Printf("%v %+v\n", o.Tags, o.M)
	fmt.Printf("%#v %#v %#v %#v\n", o.Any, o.Arr, o.Bytes, o.u)
	fmt.Printf("%#v %#v %#v %#v %#v\n", Mode(3), 'x', "q\"", 1.0, float32(2.5))
	fmt.Printf("%#v %#v %#v %#v\n", []interface{}{1, "a", nil, 2.5, Mode(1)}, map[Phase][]int{"b": {1}, "a": nil}, struct{ X, y int }{1, 2}, &[]int{1})
	fmt.Printf("%#v %#v %#v\n", int64(-5), uint16(5), uintptr(10))
	fmt.Printf("%d %d %d %d\n", []int{1, 2}, [2]int8{-1, 1}, map[string]int{"z": 1, "a": 2}, Inner{A: 5})
	fmt.Printf("%s %s %s\n", []string{"a", "b"}, []byte("xy"), errors.New("err-s"))
	fmt.Printf("%x %X % x %#x %# x\n", "hello", []byte{1, 171}, []byte{1, 171}, "hi", []byte{1, 2})
	fmt.Printf("%x %x %X %#o %O %b %o\n", -255, []int{10, 11}, uint8(200), 8, 8, 5, -8)
	fmt.Printf("%q %q %q %+q %#q %#q\n", 'a', 0x1F600, []string{"x", "y"}, "é", "back`tick", "plain")
	fmt.Printf("%c %c %U %#U %U\n", 65, 0x4E16, 0x1F600, 'x', -1)
	fmt.Printf("%t %t %v\n", true, "notbool", false)
	fmt.Printf("%e %E %.2e %g %G %.3g %g %g %g\n", 123456.789, 0.000123, 1e100, 1e21, 1e-5, 3.14159, 100000.0, 1e6, float32(0.1))
	fmt.Printf("%f %.0f %.1f %5.1f|%-8.3f|%+.2f|% .2f|%08.2f|%-08.2f|\n", 2.5, 2.5, 0.05, 3.14159, 2.0, 3.0, 3.0, -3.5, 1.5)
	fmt.Printf("%v %v %.2f %+v\n", complex(1, -2), complex64(complex(0.5, 0)), complex(1.234, 5.678), complex(-1, 1))
	fmt.Printf("%6d|%-6d|%06d|%+06d|% d|%x|%#X|%.3d|%8.3d|\n", 42, 42, -42, 42, 42, 3054, 3054, 7, 7)
	fmt.Printf("%10s|%-10s|%.2s|%10.3q|%-5t|%5v|\n", "right", "left", "truncate", "abcdef", true, nil)
	fmt.Printf("%*d|%-*d|%.*f|%*s|\n", 5, 1, 5, 2, 2, 3.14159, -6, "neg")
	fmt.Printf("%[2]d %[1]d %d %[3]*.[2]*[1]f|\n", 1, 2, 8)
	fmt.Printf("%v %d %s\n", &o.In, &o.Arr, &o.Tags)
	fmt.Printf("%v %+v\n", []*int{nil}, struct{ P *int }{})
	fmt.Printf("%v %s %d\n", o.Err, o.Err, o.Err)
	var nilErr error
	var nilIface interface{}
	var nilMap map[string]bool
	var nilSlice []int
	var nilPtr *Outer
	var nilFunc func()
	fmt.Printf("%v %v %v %v %v %v\n", nilErr, nilIface, nilMap, nilSlice, nilPtr, nilFunc == nil)
	fmt.Printf("%+v %#v %#v %#v %#v\n", nilPtr, nilIface, nilMap, nilSlice, nilPtr)
	fmt.Printf("%s %d %x\n", nilIface, nilSlice, nilMap)
	fmt.Printf("%T %T %T %T %T %T\n", nilIface, nilErr, o.Any, o.F, o.Ch, &o)
	fmt.Print("a", "b", 1, 2, "c", 3.5, nil, "d", errors.New("e"), "\n")
	fmt.Print(1, 2, "\n")
	fmt.Println("a", 1, nil, []int(nil), map[int]int(nil))
	fmt.Println(fmt.Sprint(), fmt.Sprintln(), fmt.Sprint(nil, nil), fmt.Sprint("x", nil))
}

// Output:
// {1 <nil>}
// {Name: In:{A:0 B:<nil>} PIn:<nil> Any:<nil> Err:<nil> Tags:[] M:map[] F:<nil> Ch:<nil> Arr:[false false] Bytes:[] u:0}
// main.Outer{Name:"", In:main.Inner{A:0, B:(*string)(nil)}, PIn:(*main.Inner)(nil), Any:interface {}(nil), Err:error(nil), Tags:[]string{}, M:map[string]int{}, F:(func())(nil), Ch:(chan int)(nil), Arr:[2]bool{false, false}, Bytes:[]uint8(nil), u:0x0}
// [a ] map[k:1]
// "Running" [2]bool{true, false} []byte{0x61, 0x62} 0x7
// 0x3 120 "q\"" 1 2.5
// []interface {}{1, "a", interface {}(nil), 2.5, 0x1} map[main.Phase][]int{"a":[]int(nil), "b":[]int{1}} struct { X int; y int }{X:1, y:2} &[]int{1}
// -5 0x5 0xa
// [1 2] [-1 1] map[%!d(string=a):2 %!d(string=z):1] {5 0}
// [a b] xy err-s
// 68656c6c6f 01AB 01 ab 0x6869 0x01 0x02
// -ff [a b] C8 010 0o10 101 -10
// 'a' '😀' ["x" "y"] "\u00e9" "back`tick" `plain`
// A 世 U+1F600 U+0078 'x' U+FFFFFFFFFFFFFFFF
// true %!t(string=notbool) false
// 1.234568e+05 1.230000E-04 1.00e+100 1e+21 1E-05 3.14 100000 1e+06 0.1
// 2.500000 2 0.1   3.1|2.000   |+3.00| 3.00|-0003.50|1.50    |
// (1-2i) (0.5+0i) (1.23+5.68i) (-1+1i)
//     42|42    |-00042|+00042| 42|bee|0XBEE|007|     007|
//      right|left      |tr|     "abc"|true |<nil>|
//     1|2    |3.14|neg   |
// 2 1 2 %!f(int=      01)|
// &{1 <nil>} &[%!d(bool=true) %!d(bool=false)] &[a ]
// [<nil>] {P:<nil>}
// e1 e1 &{%!d(string=e1)}
// <nil> <nil> map[] [] <nil> true
// <nil> <nil> map[string]bool(nil) []int(nil) (*main.Outer)(nil)
// %!s(<nil>) [] map[]
// <nil> <nil> main.Phase func() chan int *main.Outer
// ab1 2c3.5 <nil>de
// 1 2
// a 1 <nil> [] map[]
//  
//  <nil> <nil> x<nil>
