package main

import "fmt"

type Inner struct {
	A int
	B string
}

type Outer struct {
	Name  string
	In    Inner
	Ptr   *Inner
	Tags  []string
	Attrs map[string]int
	Any   any
}

func main() {
	o := Outer{Name: "x", In: Inner{1, "b"}, Tags: []string{"t1", "t2"}, Attrs: map[string]int{"z": 1, "a": 2}}
	fmt.Printf("%v\n", o)
	fmt.Printf("%+v\n", o)
	fmt.Println(&Inner{2, "c"})
	fmt.Printf("%+v\n", &Inner{3, "d"})
	fmt.Printf("%v %+v\n", []Inner{{1, "x"}}, []*Inner{nil})
	fmt.Printf("%v\n", struct{}{})
	fmt.Printf("%v %d\n", Inner{}, Inner{5, "e"})
}

// Output:
// {x {1 b} <nil> [t1 t2] map[a:2 z:1] <nil>}
// {Name:x In:{A:1 B:b} Ptr:<nil> Tags:[t1 t2] Attrs:map[a:2 z:1] Any:<nil>}
// &{2 c}
// &{A:3 B:d}
// [{1 x}] [<nil>]
// {}
// {0 } {5 %!d(string=e)}
