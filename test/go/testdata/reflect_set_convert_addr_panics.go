package main

import (
	"fmt"
	"reflect"
	"time"
)

type Celsius float64
type Inner struct{ X int }
type Outer struct {
	*Inner
	Name string
	tags []string
	Any  any
	D    time.Duration
}

func try(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("%s: %v\n", name, r)
		}
	}()
	f()
}

func main() {
	o := Outer{Name: "n"}
	v := reflect.ValueOf(&o).Elem()
	try("promoted through nil", func() { fmt.Println(v.FieldByName("X")) })
	try("field index nil embedded", func() { v.FieldByIndex([]int{0, 0}) })
	o.Inner = &Inner{5}
	fmt.Println(v.FieldByName("X"), v.FieldByName("X").CanSet(), v.FieldByName("tags").CanSet(), v.FieldByName("nope").IsValid())
	v.FieldByName("X").SetInt(9)
	fmt.Println(o.Inner.X)
	try("set unexported", func() { v.FieldByName("tags").Set(reflect.ValueOf([]string{"a"})) })
	try("interface unexported", func() { v.FieldByName("tags").Interface() })
	try("set unaddressable", func() { reflect.ValueOf(o).Field(1).SetString("x") })
	try("addr unaddressable", func() { reflect.ValueOf(o).Addr() })
	try("set wrong type", func() { v.FieldByName("Name").Set(reflect.ValueOf(3)) })
	v.FieldByName("Any").Set(reflect.ValueOf(Celsius(3.5)))
	fmt.Printf("%v %T %v\n", o.Any, o.Any, v.FieldByName("Any").Kind())
	v.FieldByName("Any").Set(reflect.Zero(reflect.TypeOf((*any)(nil)).Elem()))
	fmt.Println(o.Any == nil, v.FieldByName("Any").IsNil(), v.FieldByName("Any").Elem().IsValid())
	v.FieldByName("D").SetInt(int64(2 * time.Second))
	fmt.Println(o.D, v.FieldByName("D").Type(), v.FieldByName("D").Kind())
	c := reflect.ValueOf(Celsius(21.5))
	fmt.Println(c.Convert(reflect.TypeOf(0)).Int(), c.Convert(reflect.TypeOf(float32(0))).Interface(), c.CanConvert(reflect.TypeOf("")), reflect.ValueOf(65).Convert(reflect.TypeOf("")).Interface())
	try("convert bad", func() { c.Convert(reflect.TypeOf("")) })
	m := map[string]int{"a": 1}
	mv := reflect.ValueOf(m)
	e := mv.MapIndex(reflect.ValueOf("a"))
	fmt.Println(e, e.CanSet(), e.CanAddr(), mv.MapIndex(reflect.ValueOf("z")).IsValid())
	mv.SetMapIndex(reflect.ValueOf("b"), reflect.ValueOf(2))
	mv.SetMapIndex(reflect.ValueOf("a"), reflect.Value{})
	fmt.Println(m)
	try("map key type", func() { mv.SetMapIndex(reflect.ValueOf(1), reflect.ValueOf(2)) })
	try("nil map", func() {
		var nm map[string]int
		reflect.ValueOf(nm).SetMapIndex(reflect.ValueOf("k"), reflect.ValueOf(1))
	})
	p := reflect.New(reflect.TypeOf(Inner{}))
	p.Elem().Field(0).SetInt(4)
	fmt.Printf("%+v %v %v\n", p.Interface(), reflect.Indirect(p).Type(), reflect.Indirect(reflect.ValueOf(3)).Int())
	var nilIface any
	fmt.Println(reflect.ValueOf(nilIface).IsValid(), reflect.ValueOf(nilIface).Kind(), reflect.TypeOf(nilIface) == nil)
	try("int of string", func() { reflect.ValueOf("s").Int() })
	try("elem of int", func() { reflect.ValueOf(1).Elem() })
	try("nil pointer elem field", func() { reflect.ValueOf((*Inner)(nil)).Elem().Field(0) })
	try("index oob", func() { reflect.ValueOf([]int{1}).Index(3) })
	try("len of int", func() { reflect.ValueOf(1).Len() })
	try("setint overflow wraps", func() {
		var i8 int8
		reflect.ValueOf(&i8).Elem().SetInt(300)
		fmt.Println("int8 now", i8, reflect.ValueOf(i8).OverflowInt(300))
	})
}

// Output:
// promoted through nil: reflect: indirection through nil pointer to embedded struct
// field index nil embedded: reflect: indirection through nil pointer to embedded struct
// 5 true false false
// 9
// set unexported: reflect: reflect.Value.Set using value obtained using unexported field
// interface unexported: reflect.Value.Interface: cannot return value obtained from unexported field or method
// set unaddressable: reflect: reflect.Value.SetString using unaddressable value
// addr unaddressable: reflect.Value.Addr of unaddressable value
// set wrong type: reflect.Set: value of type int is not assignable to type string
// 3.5 main.Celsius interface
// true true false
// 2s time.Duration int64
// 21 21.5 false A
// convert bad: reflect.Value.Convert: value of type main.Celsius cannot be converted to type string
// 1 false false false
// map[b:2]
// map key type: reflect.Value.SetMapIndex: value of type int is not assignable to type string
// nil map: assignment to entry in nil map
// &{X:4} main.Inner 3
// false invalid true
// int of string: reflect: call of reflect.Value.Int on string Value
// elem of int: reflect: call of reflect.Value.Elem on int Value
// nil pointer elem field: reflect: call of reflect.Value.Field on zero Value
// index oob: reflect: slice index out of range
// len of int: reflect: call of reflect.Value.Len on int Value
// int8 now 44 true
