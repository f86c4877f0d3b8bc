package main

import (
	"errors"
	"fmt"
	"time"
)

type Condition struct {
	Type               string
	Status             bool
	Reason             string
	LastTransitionTime time.Time
}

type Spec struct {
	Replicas *int32
	Labels   map[string]string
	Ports    []int
}

type Widget struct {
	Name   string
	Spec   Spec
	Conds  []Condition
	owner  *Widget
	Extra  any
	Err    error
	Bytes  []byte
	Arr    [3]uint8
	Ch     chan int
	Fn     func()
}

func main() {
	r := int32(3)
	t := time.Date(2024, 2, 29, 13, 4, 5, 123456789, time.UTC)
	w := Widget{
		Name:  "demo",
		Spec:  Spec{Replicas: &r, Labels: map[string]string{"z": "1", "a": "2", "m": ""}, Ports: []int{80, 443}},
		Conds: []Condition{{Type: "Ready", Status: true, Reason: "OK", LastTransitionTime: t}},
		Extra: map[int]string{3: "c", 1: "a"},
		Err:   errors.New("boom"),
		Bytes: []byte("hi"),
		Arr:   [3]uint8{1, 2, 255},
	}
	fmt.Printf("%v\n", w.Spec.Labels)
	fmt.Printf("%+v\n", w.Conds)
	fmt.Printf("%v\n", w.Extra)
	fmt.Printf("%#v\n", w.Extra)
	fmt.Printf("%#v\n", w.Spec.Labels)
	fmt.Printf("%#v\n", w.Arr)
	fmt.Printf("%x %X % x %q\n", w.Bytes, w.Bytes, w.Bytes, w.Bytes)
	fmt.Printf("%v %d\n", w.Arr, w.Arr)
	fmt.Printf("%+v\n", w.Err)
	fmt.Printf("%#v\n", w.Spec.Ports)
	fmt.Printf("%v\n", w.Ch == nil)
	fmt.Printf("%#v\n", w.Conds[0].Status)
	fmt.Printf("%s\n", w.Spec.Ports)
	fmt.Printf("%d\n", w.Spec.Labels)
	fmt.Printf("%v|%+v\n", struct{ A, B any }{nil, 3}, struct{ A, B any }{nil, "x"})
	fmt.Printf("%#v\n", struct {
		P *int
		S []string
		M map[string]int
	}{})
	fmt.Printf("%v %+v\n", []*int{nil}, map[string]*int{"a": nil})
	fmt.Printf("%08.3f|%-8.2f|%+d|% d|%x|%o|%O|%b\n", 3.14159, 2.5, 5, 7, -255, 8, 8, 5)
	fmt.Printf("%6.2f%%\n", 99.5)
	fmt.Printf("%t %v\n", true, false)
	fmt.Printf("%q %+q %#q\n", "héllo\n", "héllo", "back`tick")
	fmt.Printf("%c %U %#U\n", 0x1F600, 0x1F600, 'x')
	fmt.Printf("%e %E %g %G\n", 123456.789, 0.000012, 1e21, 1e-7)
	fmt.Printf("%v %v %v\n", float32(0.1), 1e6, 1e21)
	fmt.Printf("%5s|%-5s|%.2s|%5.1s|\n", "ab", "ab", "abc", "xyz")
	fmt.Printf("%T %T %T %T\n", w.Spec, &w, w.Extra, w.Fn)
	fmt.Printf("%v\n", w.Conds[0].LastTransitionTime)
	fmt.Println(w.Spec.Replicas != nil, *w.Spec.Replicas)
}

// Output:
// map[a:2 m: z:1]
// [{Type:Ready Status:true Reason:OK LastTransitionTime:2024-02-29 13:04:05.123456789 +0000 UTC}]
// map[1:a 3:c]
// map[int]string{1:"a", 3:"c"}
// map[string]string{"a":"2", "m":"", "z":"1"}
// [3]uint8{0x1, 0x2, 0xff}
// 6869 6869 68 69 "hi"
// [1 2 255] [1 2 255]
// boom
// []int{80, 443}
// true
// true
// [%!s(int=80) %!s(int=443)]
// map[%!d(string=a):%!d(string=2) %!d(string=m):%!d(string=) %!d(string=z):%!d(string=1)]
// {<nil> 3}|{A:<nil> B:x}
// struct { P *int; S []string; M map[string]int }{P:(*int)(nil), S:[]string(nil), M:map[string]int(nil)}
// [<nil>] map[a:<nil>]
// 0003.142|2.50    |+5| 7|-ff|10|0o10|101
//  99.50%
// true false
// "héllo\n" "h\u00e9llo" "back`tick"
// 😀 U+1F600 U+0078 'x'
// 1.234568e+05 1.200000E-05 1e+21 1E-07
// 0.1 1e+06 1e+21
//    ab|ab   |ab|    x|
// main.Spec *main.Widget map[int]string func()
// 2024-02-29 13:04:05.123456789 +0000 UTC
// true 3
