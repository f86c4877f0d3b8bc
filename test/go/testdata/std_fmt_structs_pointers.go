package main

import (
	"errors"
	"fmt"
)

type Inner struct {
	A int
	B string
}

type Outer struct {
	Name  string
	In    Inner
	PIn   *Inner
	List  []Inner
	M     map[string]Inner
	Any   interface{}
	Err   error
	F     func()
	Ch    chan int
	Arr   [2]bool
	bytes []byte
}

type Color int

const (
	Red Color = iota
	Green
)

func (c Color) String() string { return [...]string{"Red", "Green"}[c] }

type Wrapper struct {
	C  Color
	PC *Color
}

func main() {
	o := Outer{Name: "o", In: Inner{1, "x"}, List: []Inner{{2, "y"}}, M: map[string]Inner{"k": {3, "z"}}, Any: Inner{4, "w"}, Err: errors.New("bad"), bytes: []byte("hi")}
	fmt.Printf("%v\n", o)
	fmt.Printf("%+v\n", o)
	fmt.Println(o.In, &o.In, []*Inner{nil})
	fmt.Printf("%#v\n", o.In)
	fmt.Printf("%#v %#v %#v\n", Red, []Color{Green}, "q")
	fmt.Println(Red, Green, []Color{Red, Green}, map[Color]int{Green: 1})
	g := Green
	w := Wrapper{Red, &g}
	fmt.Printf("%v %+v\n", w.C, w.C)
	fmt.Printf("%d %s %q %x\n", Green, Green, Green, Green)
	var np *Inner
	fmt.Println(np)
	fmt.Printf("%v %+v %s\n", np, np, np)
	var e error
	fmt.Printf("[%v] [%+v]\n", e, e)
	type T struct {
		P *int
		S []string
		M map[int]int
	}
	fmt.Printf("%v %+v\n", T{}, T{})
	fmt.Printf("%s\n", Inner{1, "s"})
	fmt.Printf("%d\n", Inner{1, "s"})
	fmt.Printf("%x\n", Inner{255, "s"})
	fmt.Printf("%5v|%-5v|%05d\n", Inner{1, "s"}, []int{1}, 42)
	fmt.Println(fmt.Sprint(Inner{1, "a"}, "x", 3, 4, Inner{}))
}

// Output:
// {o {1 x} <nil> [{2 y}] map[k:{3 z}] {4 w} bad <nil> <nil> [false false] [104 105]}
// {Name:o In:{A:1 B:x} PIn:<nil> List:[{A:2 B:y}] M:map[k:{A:3 B:z}] Any:{A:4 B:w} Err:bad F:<nil> Ch:<nil> Arr:[false false] bytes:[104 105]}
// {1 x} &{1 x} [<nil>]
// main.Inner{A:1, B:"x"}
// 0 []main.Color{1} "q"
// Red Green [Red Green] map[Green:1]
// Red Red
// 1 Green "Green" 477265656e
// <nil>
// <nil> <nil> %!s(*main.Inner=<nil>)
// [<nil>] [<nil>]
// {<nil> [] map[]} {P:<nil> S:[] M:map[]}
// {%!s(int=1) s}
// {1 %!d(string=s)}
// {ff 73}
// {    1     s}|[1    ]|00042
// {1 a}x3 4 {0 }
