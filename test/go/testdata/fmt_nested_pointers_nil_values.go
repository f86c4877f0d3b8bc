package main

import (
	"errors"
	"fmt"
)

type Address struct {
	Street string
	City   string
	Zip    *int
}

type Person struct {
	Name     string
	Age      int
	Tags     []string
	Addr     *Address
	Meta     map[string]any
	Friends  []*Person
	Err      error
	Callback func()
	Ch       chan int
	private  bool
}

type Empty struct{}

type Wrapper struct {
	Person
	Extra [2]Empty
	I     interface{}
}

func main() {
	zip := 12345
	p := Person{
		Name: "Ann",
		Age:  33,
		Tags: []string{"admin", "ops"},
		Addr: &Address{Street: "Main St 1", City: "Springfield", Zip: &zip},
		Meta: map[string]any{"z": 1.5, "a": []int{1, 2}, "m": map[int]bool{2: true, 1: false}},
		Err:  errors.New("boom"),
	}
	p.Friends = []*Person{nil}
	fmt.Printf("%v\n", p.Meta)
	fmt.Printf("%+v\n", p.Meta)
	fmt.Printf("%#v\n", p.Meta)
	fmt.Printf("%v\n", p.Tags)
	fmt.Printf("%#v\n", p.Tags)
	fmt.Printf("%q\n", p.Tags)
	fmt.Printf("%v %+v\n", p.Err, p.Err)
	fmt.Printf("%v\n", p.Friends)
	fmt.Printf("%v\n", *p.Addr.Zip)

	var np *Person
	var ni interface{}
	var ne error
	var nm map[string]int
	var ns []int
	var nf func()
	var nc chan string
	fmt.Printf("%v %v %v %v %v %v\n", np, ni, ne, nm, ns, nc == nil)
	fmt.Printf("%+v %+v %+v %+v %+v\n", np, ni, ne, nm, ns)
	fmt.Printf("%#v %#v %#v %#v %#v %#v\n", np, ni, ne, nm, ns, nc)
	fmt.Printf("%d %s %x\n", ni, ni, ni)
	fmt.Println(nf == nil, np == nil)
	fmt.Printf("%v %+v %#v\n", Empty{}, Empty{}, Empty{})
	w := Wrapper{I: 3}
	w.Name = "Bob"
	fmt.Printf("%v\n", w)
	fmt.Printf("%+v\n", w)
	fmt.Printf("%#v\n", w.Extra)
	fmt.Printf("%#v\n", w.I)
	fmt.Printf("%v %d\n", []any{nil, 1, "a", nil}, []any{1, "x"})
	fmt.Printf("%#v\n", []any{nil, 1, "a", 2.5, true, 'x', uint8(3)})
	fmt.Printf("%v\n", [3]*int{})
	fmt.Printf("%x %X\n", []any{10, "hi"}, [2]int{255, 16})
	type pair struct {
		K string
		V *string
	}
	fmt.Printf("%+v\n", []pair{{"a", nil}})
	fmt.Printf("%s\n", []pair{{"a", nil}})
	fmt.Printf("%d\n", struct {
		A int
		B string
	}{1, "x"})
}

// Output:
// map[a:[1 2] m:map[1:false 2:true] z:1.5]
// map[a:[1 2] m:map[1:false 2:true] z:1.5]
// map[string]interface {}{"a":[]int{1, 2}, "m":map[int]bool{1:false, 2:true}, "z":1.5}
// [admin ops]
// []string{"admin", "ops"}
// ["admin" "ops"]
// boom boom
// [<nil>]
// 12345
// <nil> <nil> <nil> map[] [] true
// <nil> <nil> <nil> map[] []
// (*main.Person)(nil) <nil> <nil> map[string]int(nil) []int(nil) (chan string)(nil)
// %!d(<nil>) %!s(<nil>) %!x(<nil>)
// true true
// {} {} main.Empty{}
// {{Bob 0 [] <nil> map[] [] <nil> <nil> <nil> false} [{} {}] 3}
// {Person:{Name:Bob Age:0 Tags:[] Addr:<nil> Meta:map[] Friends:[] Err:<nil> Callback:<nil> Ch:<nil> private:false} Extra:[{} {}] I:3}
// [2]main.Empty{main.Empty{}, main.Empty{}}
// 3
// [<nil> 1 a <nil>] [1 %!d(string=x)]
// []interface {}{interface {}(nil), 1, "a", 2.5, true, 120, 0x3}
// [<nil> <nil> <nil>]
// [a 6869] [FF 10]
// [{K:a V:<nil>}]
// [{a %!s(*string=<nil>)}]
// {1 %!d(string=x)}
