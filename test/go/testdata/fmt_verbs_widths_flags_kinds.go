package main

import (
	"fmt"
)

type Pt struct {
	X, Y int
	Name string
}

type Color int

func (c Color) String() string { return [...]string{"red", "green"}[c] }

func main() {
	vals := []any{42, -7, uint8(200), 3.14159, float32(2.5), 1e21, "go", []byte("hi"), true, 'x', nil, Pt{1, 2, "p"}, &Pt{3, 4, "q"}, []int{1, 2}, map[string]int{"b": 2, "a": 1}, Color(1), complex(1, -2), [2]bool{true, false}}
	verbs := []string{"%v", "%+v", "%#v", "%T", "%8v", "%-8v|", "%q", "%x", "%X", "%d", "%s", "%08.3f", "%+d", "% d", "%e", "%g", "%b", "%o", "%O", "%c", "%U", "%t", "%p"}
	for _, v := range vals {
		for _, verb := range verbs {
			s := fmt.Sprintf(verb, v)
			if verb == "%p" && v != nil {
				if _, ok := v.(*Pt); ok {
					s = "(ptr)"
				}
				if _, ok := v.([]byte); ok {
					s = "(ptr)"
				}
				if _, ok := v.([]int); ok {
					s = "(ptr)"
				}
				if _, ok := v.(map[string]int); ok {
					s = "(ptr)"
				}
			}
			fmt.Printf("%-6s %-8T => %s\n", verb, v, s)
		}
	}
	fmt.Printf("%6.2f|%-6.2f|%06d|%-06d|%+.1e|%x|% x|%#x|%#o|%#b\n", 3.14159, 2.5, -42, 42, 12345.678, "hey", "hey", 255, 8, 5)
	fmt.Printf("%*d|%-*d|%.*f|%[2]d %[1]d|%d %d\n", 5, 42, 5, 42, 2, 3.14159, 1)
	fmt.Printf("%!|%z|%d\n", 1, "s")
	fmt.Printf("%s %d\n", "only one")
	fmt.Printf("%d\n", 1, 2)
	fmt.Printf("%.3s|%.10s|%5.1s|%q|%+q|%#q\n", "abcdef", "ab", "xyz", "tab\t", "é", "back`tick")
	fmt.Printf("%x|%X|% X|%#v|%v\n", []byte{1, 171}, "Zz", []byte{1, 2}, []byte(nil), [3]byte{})
	fmt.Printf("%t|%v|%08b|%3c|%-4q|%#U\n", false, 'A', 5, 'z', 'y', '⌘')
	fmt.Printf("%v %v %.2v %10.3v|\n", 1e6, 1e-5, 3.14159, 123.456)
	fmt.Printf("%6.2v|%+v|%#v\n", complex(1.5, 2), complex64(-1), 1.0)
}

// Output:
// %v     int      => 42
// %+v    int      => 42
// %#v    int      => 42
// %T     int      => int
// %8v    int      =>       42
// %-8v|  int      => 42      |
// %q     int      => '*'
// %x     int      => 2a
// %X     int      => 2A
// %d     int      => 42
// %s     int      => %!s(int=42)
// %08.3f int      => %!f(int=     042)
// %+d    int      => +42
// % d    int      =>  42
// %e     int      => %!e(int=42)
// %g     int      => %!g(int=42)
// %b     int      => 101010
// %o     int      => 52
// %O     int      => 0o52
// %c     int      => *
// %U     int      => U+002A
// %t     int      => %!t(int=42)
// %p     int      => %!p(int=42)
// %v     int      => -7
// %+v    int      => -7
// %#v    int      => -7
// %T     int      => int
// %8v    int      =>       -7
// %-8v|  int      => -7      |
// %q     int      => '�'
// %x     int      => -7
// %X     int      => -7
// %d     int      => -7
// %s     int      => %!s(int=-7)
// %08.3f int      => %!f(int=    -007)
// %+d    int      => -7
// % d    int      => -7
// %e     int      => %!e(int=-7)
// %g     int      => %!g(int=-7)
// %b     int      => -111
// %o     int      => -7
// %O     int      => -0o7
// %c     int      => �
// %U     int      => U+FFFFFFFFFFFFFFF9
// %t     int      => %!t(int=-7)
// %p     int      => %!p(int=-7)
// %v     uint8    => 200
// %+v    uint8    => 200
// %#v    uint8    => 0xc8
// %T     uint8    => uint8
// %8v    uint8    =>      200
// %-8v|  uint8    => 200     |
// %q     uint8    => 'È'
// %x     uint8    => c8
// %X     uint8    => C8
// %d     uint8    => 200
// %s     uint8    => %!s(uint8=200)
// %08.3f uint8    => %!f(uint8=     200)
// %+d    uint8    => +200
// % d    uint8    =>  200
// %e     uint8    => %!e(uint8=200)
// %g     uint8    => %!g(uint8=200)
// %b     uint8    => 11001000
// %o     uint8    => 310
// %O     uint8    => 0o310
// %c     uint8    => È
// %U     uint8    => U+00C8
// %t     uint8    => %!t(uint8=200)
// %p     uint8    => %!p(uint8=200)
// %v     float64  => 3.14159
// %+v    float64  => 3.14159
// %#v    float64  => 3.14159
// %T     float64  => float64
// %8v    float64  =>  3.14159
// %-8v|  float64  => 3.14159 |
// %q     float64  => %!q(float64=3.14159)
// %x     float64  => 0x1.921f9f01b866ep+01
// %X     float64  => 0X1.921F9F01B866EP+01
// %d     float64  => %!d(float64=3.14159)
// %s     float64  => %!s(float64=3.14159)
// %08.3f float64  => 0003.142
// %+d    float64  => %!d(float64=+3.14159)
// % d    float64  => %!d(float64= 3.14159)
// %e     float64  => 3.141590e+00
// %g     float64  => 3.14159
// %b     float64  => 7074231776675438p-51
// %o     float64  => %!o(float64=3.14159)
// %O     float64  => %!O(float64=3.14159)
// %c     float64  => %!c(float64=3.14159)
// %U     float64  => %!U(float64=3.14159)
// %t     float64  => %!t(float64=3.14159)
// %p     float64  => %!p(float64=3.14159)
// %v     float32  => 2.5
// %+v    float32  => 2.5
// %#v    float32  => 2.5
// %T     float32  => float32
// %8v    float32  =>      2.5
// %-8v|  float32  => 2.5     |
// %q     float32  => %!q(float32=2.5)
// %x     float32  => 0x1.4p+01
// %X     float32  => 0X1.4P+01
// %d     float32  => %!d(float32=2.5)
// %s     float32  => %!s(float32=2.5)
// %08.3f float32  => 0002.500
// %+d    float32  => %!d(float32=+2.5)
// % d    float32  => %!d(float32= 2.5)
// %e     float32  => 2.500000e+00
// %g     float32  => 2.5
// %b     float32  => 10485760p-22
// %o     float32  => %!o(float32=2.5)
// %O     float32  => %!O(float32=2.5)
// %c     float32  => %!c(float32=2.5)
// %U     float32  => %!U(float32=2.5)
// %t     float32  => %!t(float32=2.5)
// %p     float32  => %!p(float32=2.5)
// %v     float64  => 1e+21
// %+v    float64  => 1e+21
// %#v    float64  => 1e+21
// %T     float64  => float64
// %8v    float64  =>    1e+21
// %-8v|  float64  => 1e+21   |
// %q     float64  => %!q(float64=1e+21)
// %x     float64  => 0x1.b1ae4d6e2ef5p+69
// %X     float64  => 0X1.B1AE4D6E2EF5P+69
// %d     float64  => %!d(float64=1e+21)
// %s     float64  => %!s(float64=1e+21)
// %08.3f float64  => 1000000000000000000000.000
// %+d    float64  => %!d(float64=+1e+21)
// % d    float64  => %!d(float64= 1e+21)
// %e     float64  => 1.000000e+21
// %g     float64  => 1e+21
// %b     float64  => 7629394531250000p+17
// %o     float64  => %!o(float64=1e+21)
// %O     float64  => %!O(float64=1e+21)
// %c     float64  => %!c(float64=1e+21)
// %U     float64  => %!U(float64=1e+21)
// %t     float64  => %!t(float64=1e+21)
// %p     float64  => %!p(float64=1e+21)
// %v     string   => go
// %+v    string   => go
// %#v    string   => "go"
// %T     string   => string
// %8v    string   =>       go
// %-8v|  string   => go      |
// %q     string   => "go"
// %x     string   => 676f
// %X     string   => 676F
// %d     string   => %!d(string=go)
// %s     string   => go
// %08.3f string   => %!f(string=000000go)
// %+d    string   => %!d(string=go)
// % d    string   => %!d(string=go)
// %e     string   => %!e(string=go)
// %g     string   => %!g(string=go)
// %b     string   => %!b(string=go)
// %o     string   => %!o(string=go)
// %O     string   => %!O(string=go)
// %c     string   => %!c(string=go)
// %U     string   => %!U(string=go)
// %t     string   => %!t(string=go)
// %p     string   => %!p(string=go)
// %v     []uint8  => [104 105]
// %+v    []uint8  => [104 105]
// %#v    []uint8  => []byte{0x68, 0x69}
// %T     []uint8  => []uint8
// %8v    []uint8  => [     104      105]
// %-8v|  []uint8  => [104      105     ]|
// %q     []uint8  => "hi"
// %x     []uint8  => 6869
// %X     []uint8  => 6869
// %d     []uint8  => [104 105]
// %s     []uint8  => hi
// %08.3f []uint8  => [%!f(uint8=     104) %!f(uint8=     105)]
// %+d    []uint8  => [+104 +105]
// % d    []uint8  => [ 104  105]
// %e     []uint8  => [%!e(uint8=104) %!e(uint8=105)]
// %g     []uint8  => [%!g(uint8=104) %!g(uint8=105)]
// %b     []uint8  => [1101000 1101001]
// %o     []uint8  => [150 151]
// %O     []uint8  => [0o150 0o151]
// %c     []uint8  => [h i]
// %U     []uint8  => [U+0068 U+0069]
// %t     []uint8  => [%!t(uint8=104) %!t(uint8=105)]
// %p     []uint8  => (ptr)
// %v     bool     => true
// %+v    bool     => true
// %#v    bool     => true
// %T     bool     => bool
// %8v    bool     =>     true
// %-8v|  bool     => true    |
// %q     bool     => %!q(bool=true)
// %x     bool     => %!x(bool=true)
// %X     bool     => %!X(bool=true)
// %d     bool     => %!d(bool=true)
// %s     bool     => %!s(bool=true)
// %08.3f bool     => %!f(bool=0000true)
// %+d    bool     => %!d(bool=true)
// % d    bool     => %!d(bool=true)
// %e     bool     => %!e(bool=true)
// %g     bool     => %!g(bool=true)
// %b     bool     => %!b(bool=true)
// %o     bool     => %!o(bool=true)
// %O     bool     => %!O(bool=true)
// %c     bool     => %!c(bool=true)
// %U     bool     => %!U(bool=true)
// %t     bool     => true
// %p     bool     => %!p(bool=true)
// %v     int32    => 120
// %+v    int32    => 120
// %#v    int32    => 120
// %T     int32    => int32
// %8v    int32    =>      120
// %-8v|  int32    => 120     |
// %q     int32    => 'x'
// %x     int32    => 78
// %X     int32    => 78
// %d     int32    => 120
// %s     int32    => %!s(int32=120)
// %08.3f int32    => %!f(int32=     120)
// %+d    int32    => +120
// % d    int32    =>  120
// %e     int32    => %!e(int32=120)
// %g     int32    => %!g(int32=120)
// %b     int32    => 1111000
// %o     int32    => 170
// %O     int32    => 0o170
// %c     int32    => x
// %U     int32    => U+0078
// %t     int32    => %!t(int32=120)
// %p     int32    => %!p(int32=120)
// %v     <nil>    => <nil>
// %+v    <nil>    => <nil>
// %#v    <nil>    => <nil>
// %T     <nil>    => <nil>
// %8v    <nil>    =>    <nil>
// %-8v|  <nil>    => <nil>   |
// %q     <nil>    => %!q(<nil>)
// %x     <nil>    => %!x(<nil>)
// %X     <nil>    => %!X(<nil>)
// %d     <nil>    => %!d(<nil>)
// %s     <nil>    => %!s(<nil>)
// %08.3f <nil>    => %!f(<nil>)
// %+d    <nil>    => %!d(<nil>)
// % d    <nil>    => %!d(<nil>)
// %e     <nil>    => %!e(<nil>)
// %g     <nil>    => %!g(<nil>)
// %b     <nil>    => %!b(<nil>)
// %o     <nil>    => %!o(<nil>)
// %O     <nil>    => %!O(<nil>)
// %c     <nil>    => %!c(<nil>)
// %U     <nil>    => %!U(<nil>)
// %t     <nil>    => %!t(<nil>)
// %p     <nil>    => %!p(<nil>)
// %v     main.Pt  => {1 2 p}
// %+v    main.Pt  => {X:1 Y:2 Name:p}
// %#v    main.Pt  => main.Pt{X:1, Y:2, Name:"p"}
// %T     main.Pt  => main.Pt
// %8v    main.Pt  => {       1        2        p}
// %-8v|  main.Pt  => {1        2        p       }|
// %q     main.Pt  => {'\x01' '\x02' "p"}
// %x     main.Pt  => {1 2 70}
// %X     main.Pt  => {1 2 70}
// %d     main.Pt  => {1 2 %!d(string=p)}
// %s     main.Pt  => {%!s(int=1) %!s(int=2) p}
// %08.3f main.Pt  => {%!f(int=     001) %!f(int=     002) %!f(string=0000000p)}
// %+d    main.Pt  => {+1 +2 %!d(string=p)}
// % d    main.Pt  => { 1  2 %!d(string=p)}
// %e     main.Pt  => {%!e(int=1) %!e(int=2) %!e(string=p)}
// %g     main.Pt  => {%!g(int=1) %!g(int=2) %!g(string=p)}
// %b     main.Pt  => {1 10 %!b(string=p)}
// %o     main.Pt  => {1 2 %!o(string=p)}
// %O     main.Pt  => {0o1 0o2 %!O(string=p)}
// %c     main.Pt  => {  %!c(string=p)}
// %U     main.Pt  => {U+0001 U+0002 %!U(string=p)}
// %t     main.Pt  => {%!t(int=1) %!t(int=2) %!t(string=p)}
// %p     main.Pt  => %!p(main.Pt={1 2 p})
// %v     *main.Pt => &{3 4 q}
// %+v    *main.Pt => &{X:3 Y:4 Name:q}
// %#v    *main.Pt => &main.Pt{X:3, Y:4, Name:"q"}
// %T     *main.Pt => *main.Pt
// %8v    *main.Pt => &{       3        4        q}
// %-8v|  *main.Pt => &{3        4        q       }|
// %q     *main.Pt => &{'\x03' '\x04' "q"}
// %x     *main.Pt => &{3 4 71}
// %X     *main.Pt => &{3 4 71}
// %d     *main.Pt => &{3 4 %!d(string=q)}
// %s     *main.Pt => &{%!s(int=3) %!s(int=4) q}
// %08.3f *main.Pt => &{%!f(int=     003) %!f(int=     004) %!f(string=0000000q)}
// %+d    *main.Pt => &{+3 +4 %!d(string=q)}
// % d    *main.Pt => &{ 3  4 %!d(string=q)}
// %e     *main.Pt => &{%!e(int=3) %!e(int=4) %!e(string=q)}
// %g     *main.Pt => &{%!g(int=3) %!g(int=4) %!g(string=q)}
// %b     *main.Pt => &{11 100 %!b(string=q)}
// %o     *main.Pt => &{3 4 %!o(string=q)}
// %O     *main.Pt => &{0o3 0o4 %!O(string=q)}
// %c     *main.Pt => &{  %!c(string=q)}
// %U     *main.Pt => &{U+0003 U+0004 %!U(string=q)}
// %t     *main.Pt => &{%!t(int=3) %!t(int=4) %!t(string=q)}
// %p     *main.Pt => (ptr)
// %v     []int    => [1 2]
// %+v    []int    => [1 2]
// %#v    []int    => []int{1, 2}
// %T     []int    => []int
// %8v    []int    => [       1        2]
// %-8v|  []int    => [1        2       ]|
// %q     []int    => ['\x01' '\x02']
// %x     []int    => [1 2]
// %X     []int    => [1 2]
// %d     []int    => [1 2]
// %s     []int    => [%!s(int=1) %!s(int=2)]
// %08.3f []int    => [%!f(int=     001) %!f(int=     002)]
// %+d    []int    => [+1 +2]
// % d    []int    => [ 1  2]
// %e     []int    => [%!e(int=1) %!e(int=2)]
// %g     []int    => [%!g(int=1) %!g(int=2)]
// %b     []int    => [1 10]
// %o     []int    => [1 2]
// %O     []int    => [0o1 0o2]
// %c     []int    => [ ]
// %U     []int    => [U+0001 U+0002]
// %t     []int    => [%!t(int=1) %!t(int=2)]
// %p     []int    => (ptr)
// %v     map[string]int => map[a:1 b:2]
// %+v    map[string]int => map[a:1 b:2]
// %#v    map[string]int => map[string]int{"a":1, "b":2}
// %T     map[string]int => map[string]int
// %8v    map[string]int => map[       a:       1        b:       2]
// %-8v|  map[string]int => map[a       :1        b       :2       ]|
// %q     map[string]int => map["a":'\x01' "b":'\x02']
// %x     map[string]int => map[61:1 62:2]
// %X     map[string]int => map[61:1 62:2]
// %d     map[string]int => map[%!d(string=a):1 %!d(string=b):2]
// %s     map[string]int => map[a:%!s(int=1) b:%!s(int=2)]
// %08.3f map[string]int => map[%!f(string=0000000a):%!f(int=     001) %!f(string=0000000b):%!f(int=     002)]
// %+d    map[string]int => map[%!d(string=a):+1 %!d(string=b):+2]
// % d    map[string]int => map[%!d(string=a): 1 %!d(string=b): 2]
// %e     map[string]int => map[%!e(string=a):%!e(int=1) %!e(string=b):%!e(int=2)]
// %g     map[string]int => map[%!g(string=a):%!g(int=1) %!g(string=b):%!g(int=2)]
// %b     map[string]int => map[%!b(string=a):1 %!b(string=b):10]
// %o     map[string]int => map[%!o(string=a):1 %!o(string=b):2]
// %O     map[string]int => map[%!O(string=a):0o1 %!O(string=b):0o2]
// %c     map[string]int => map[%!c(string=a): %!c(string=b):]
// %U     map[string]int => map[%!U(string=a):U+0001 %!U(string=b):U+0002]
// %t     map[string]int => map[%!t(string=a):%!t(int=1) %!t(string=b):%!t(int=2)]
// %p     map[string]int => (ptr)
// %v     main.Color => green
// %+v    main.Color => green
// %#v    main.Color => 1
// %T     main.Color => main.Color
// %8v    main.Color =>    green
// %-8v|  main.Color => green   |
// %q     main.Color => "green"
// %x     main.Color => 677265656e
// %X     main.Color => 677265656E
// %d     main.Color => 1
// %s     main.Color => green
// %08.3f main.Color => %!f(main.Color=     001)
// %+d    main.Color => +1
// % d    main.Color =>  1
// %e     main.Color => %!e(main.Color=1)
// %g     main.Color => %!g(main.Color=1)
// %b     main.Color => 1
// %o     main.Color => 1
// %O     main.Color => 0o1
// %c     main.Color => 
// %U     main.Color => U+0001
// %t     main.Color => %!t(main.Color=1)
// %p     main.Color => %!p(main.Color=1)
// %v     complex128 => (1-2i)
// %+v    complex128 => (1-2i)
// %#v    complex128 => (1-2i)
// %T     complex128 => complex128
// %8v    complex128 => (       1      -2i)
// %-8v|  complex128 => (1       -2      i)|
// %q     complex128 => %!q(complex128=(1-2i))
// %x     complex128 => (0x1p+00-0x1p+01i)
// %X     complex128 => (0X1P+00-0X1P+01i)
// %d     complex128 => %!d(complex128=(1-2i))
// %s     complex128 => %!s(complex128=(1-2i))
// %08.3f complex128 => (0001.000-002.000i)
// %+d    complex128 => %!d(complex128=(+1-2i))
// % d    complex128 => %!d(complex128=( 1-2i))
// %e     complex128 => (1.000000e+00-2.000000e+00i)
// %g     complex128 => (1-2i)
// %b     complex128 => (4503599627370496p-52-4503599627370496p-51i)
// %o     complex128 => %!o(complex128=(1-2i))
// %O     complex128 => %!O(complex128=(1-2i))
// %c     complex128 => %!c(complex128=(1-2i))
// %U     complex128 => %!U(complex128=(1-2i))
// %t     complex128 => %!t(complex128=(1-2i))
// %p     complex128 => %!p(complex128=(1-2i))
// %v     [2]bool  => [true false]
// %+v    [2]bool  => [true false]
// %#v    [2]bool  => [2]bool{true, false}
// %T     [2]bool  => [2]bool
// %8v    [2]bool  => [    true    false]
// %-8v|  [2]bool  => [true     false   ]|
// %q     [2]bool  => [%!q(bool=true) %!q(bool=false)]
// %x     [2]bool  => [%!x(bool=true) %!x(bool=false)]
// %X     [2]bool  => [%!X(bool=true) %!X(bool=false)]
// %d     [2]bool  => [%!d(bool=true) %!d(bool=false)]
// %s     [2]bool  => [%!s(bool=true) %!s(bool=false)]
// %08.3f [2]bool  => [%!f(bool=0000true) %!f(bool=000false)]
// %+d    [2]bool  => [%!d(bool=true) %!d(bool=false)]
// % d    [2]bool  => [%!d(bool=true) %!d(bool=false)]
// %e     [2]bool  => [%!e(bool=true) %!e(bool=false)]
// %g     [2]bool  => [%!g(bool=true) %!g(bool=false)]
// %b     [2]bool  => [%!b(bool=true) %!b(bool=false)]
// %o     [2]bool  => [%!o(bool=true) %!o(bool=false)]
// %O     [2]bool  => [%!O(bool=true) %!O(bool=false)]
// %c     [2]bool  => [%!c(bool=true) %!c(bool=false)]
// %U     [2]bool  => [%!U(bool=true) %!U(bool=false)]
// %t     [2]bool  => [true false]
// %p     [2]bool  => %!p([2]bool=[true false])
//   3.14|2.50  |-00042|42    |+1.2e+04|686579|68 65 79|0xff|010|0b101
//    42|42   |3.14|42 5|42 5
// %!!(int=1)|%!z(string=s)|%!d(MISSING)
// only one %!d(MISSING)
// 1
// %!(EXTRA int=2)abc|ab|    x|"tab\t"|"\u00e9"|"back`tick"
// 01ab|5A7A|01 02|[]byte(nil)|[0 0 0]
// false|65|00000101|  z|'y' |U+2318 '⌘'
// 1e+06 1e-05 3.1        123|
// (   1.5    +2i)|(-1+0i)|1
