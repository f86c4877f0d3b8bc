package main

import (
	"fmt"
	"reflect"
)

type P struct {
	Name string
	Age  int
}

func (p P) String() string { return "P(" + p.Name + ")" }

func main() {
	v := reflect.ValueOf(P{"ann", 3})
	fmt.Println(v, v.Field(0), v.Field(1))
	fmt.Printf("%v|%+v|%#v|%T|%d|%s|%q\n", v, v, v, v, v.Field(1), v.Field(0), v.Field(0))
	fmt.Printf("%v %v\n", reflect.ValueOf(nil), reflect.Value{})
	fmt.Printf("%v %T\n", reflect.ValueOf([]int{1, 2}), reflect.ValueOf(1))
	fmt.Printf("%v %s\n", reflect.TypeOf(P{}), reflect.TypeOf(map[string]P{}))
	fmt.Println(reflect.ValueOf(&P{"bob", 4}).Elem(), reflect.ValueOf(map[string]int{"b": 2, "a": 1}))
	fmt.Printf("%x %08.3f\n", reflect.ValueOf(255), reflect.ValueOf(3.14159))
	fmt.Println(fmt.Sprint(reflect.ValueOf(P{"c", 1}).Interface()), reflect.ValueOf(P{"c", 1}).String())
	var vals []reflect.Value
	vals = append(vals, reflect.ValueOf(1), reflect.ValueOf("x"))
	fmt.Println(vals)
	fmt.Printf("%v\n", struct{ V reflect.Value }{reflect.ValueOf(7)})
}

// Output:
// P(ann) ann 3
// P(ann)|P(ann)|main.P{Name:"ann", Age:3}|reflect.Value|3|ann|"ann"
// <invalid reflect.Value> <invalid reflect.Value>
// [1 2] reflect.Value
// main.P map[string]main.P
// P(bob) map[a:1 b:2]
// ff 0003.142
// P(c) <main.P Value>
// [<int Value> x]
// {<int Value>}
