package main

import (
	"errors"
	"fmt"
	"time"
)

type Level int

func (l Level) String() string {
	switch l {
	case 0:
		return "DEBUG"
	case 1:
		return "INFO"
	}
	panic(fmt.Sprintf("bad level %d", int(l)))
}

type Temp float64

func (t *Temp) String() string { return fmt.Sprintf("%.1f°C", float64(*t)) }

type Server struct {
	Host    string
	Port    int
	Timeout time.Duration
	Tags    []string
	Meta    map[string]any
	Parent  *Server
	err     error
}

func main() {
	fmt.Printf("%d %s\n", "hi", 42)
	fmt.Printf("%s %s\n", "only one")
	fmt.Printf("%d\n", 1, 2)
	fmt.Printf("%!\n")
	fmt.Printf("%z %-5.2q|\n", 3.5, "abc")
	fmt.Printf("%*d|%-*d|%.*f\n", 5, 42, 4, 7, 2, 3.14159)
	fmt.Println(Level(0), Level(1), Level(7))
	fmt.Printf("%v %d %s\n", Level(1), Level(1), Level(9))
	t := Temp(21.55)
	fmt.Println(t, &t)
	var tp *Temp
	fmt.Println(tp)
	var err error
	fmt.Printf("%v %s %d\n", err, err, err)
	fmt.Println(fmt.Errorf("wrap nil: %w", nil), fmt.Errorf("%w", errors.New("x")))

	s := Server{Host: "db", Port: 5432, Timeout: 3 * time.Second, Meta: map[string]any{"b": 2, "a": []int{1}}}
	fmt.Printf("%v\n%+v\n", s, s)
	fmt.Printf("%#v\n", Server{Host: "x", Tags: []string{"a"}})
	var np *Server
	var nm map[string]int
	var ns []byte
	var ni any
	fmt.Printf("%v %v %v %v %+v %#v %#v %#v\n", np, nm, ns, ni, np, nm, ns, ni)
	fmt.Printf("%x % x %X %q %U %c %08b %o %#o %#x\n", "hey", []byte("hey"), 255, 'g', 'é', 0x1F600, 5, 8, 8, 255)
	fmt.Printf("%6.2f|%-8.3e|%g|%G|%v|%.0f|%+d|% d\n", 3.14159, 123456.789, 1e21, 1e-7, 2.0, 2.5, 5, 5)
	fmt.Printf("%t %v %p\n", true, struct{}{}, nil)
	fmt.Printf("%T %T %T %T %T\n", s, &s, nm, ni, fmt.Println)
	fmt.Printf("%5t|%-7v|%07.2f|%x|%X\n", false, []int{1, 2}, -3.5, -255, "Hi")
	fmt.Printf("%v %.2v %10.3v|\n", 1+2i, 3.14159+1i, "abcdef")
	fmt.Printf("%s\n", []string{"a", "b"})
	fmt.Printf("%d %s\n", []int{1, 2}, map[string]int{"z": 1, "a": 2})
	fmt.Printf("%[2]d %[1]d %d\n", 1, 2)
	fmt.Printf("%[3]d\n", 1)
	fmt.Println(fmt.Sprint("a", 1, 2, "b", "c", 3.0, nil), fmt.Sprintln("x", 1))
}

// Output:
// %!d(string=hi) %!s(int=42)
// only one %!s(MISSING)
// 1
// %!(EXTRA int=2)%!!(MISSING)
// %!z(float64=3.5) "ab" |
//    42|7   |3.14
// DEBUG INFO %!v(PANIC=String method: bad level 7)
// INFO 1 %!s(PANIC=String method: bad level 9)
// 21.55 21.6°C
// <nil>
// <nil> %!s(<nil>) %!d(<nil>)
// wrap nil: %!w(<nil>) x
// {db 5432 3s [] map[a:[1] b:2] <nil> <nil>}
// {Host:db Port:5432 Timeout:3s Tags:[] Meta:map[a:[1] b:2] Parent:<nil> err:<nil>}
// main.Server{Host:"x", Port:0, Timeout:0, Tags:[]string{"a"}, Meta:map[string]interface {}(nil), Parent:(*main.Server)(nil), err:error(nil)}
// <nil> map[] [] <nil> <nil> map[string]int(nil) []byte(nil) <nil>
// 686579 68 65 79 FF 'g' U+00E9 😀 00000101 10 010 0xff
//   3.14|1.235e+05|1e+21|1E-07|2|2|+5| 5
// true {} %!p(<nil>)
// main.Server *main.Server map[string]int <nil> func(...interface {}) (int, error)
// false|[1       2      ]|-003.50|-ff|4869
// (1+2i) (3.1+1i)        abc|
// [a b]
// [1 2] map[a:%!s(int=2) z:%!s(int=1)]
// 2 1 2
// %!d(BADINDEX)
// a1 2bc3 <nil> x 1
//
