package main

import (
	"fmt"
	"reflect"
	"strings"
)

func main() {
	swap := func(in []reflect.Value) []reflect.Value {
		return []reflect.Value{in[1], in[0]}
	}
	makeSwap := func(fptr any) {
		fn := reflect.ValueOf(fptr).Elem()
		v := reflect.MakeFunc(fn.Type(), swap)
		fn.Set(v)
	}
	var intSwap func(int, int) (int, int)
	makeSwap(&intSwap)
	fmt.Println(intSwap(0, 1))
	var floatSwap func(float64, float64) (float64, float64)
	makeSwap(&floatSwap)
	fmt.Println(floatSwap(2.72, 3.14))

	// A logging decorator built with reflection.
	decorate := func(name string, f any) any {
		fv := reflect.ValueOf(f)
		return reflect.MakeFunc(fv.Type(), func(args []reflect.Value) []reflect.Value {
			parts := make([]string, len(args))
			for i, a := range args {
				parts[i] = fmt.Sprintf("%v", a.Interface())
			}
			var out []reflect.Value
			if fv.Type().IsVariadic() {
				out = fv.CallSlice(args)
			} else {
				out = fv.Call(args)
			}
			fmt.Printf("%s(%s) -> %d results\n", name, strings.Join(parts, ", "), len(out))
			return out
		}).Interface()
	}
	add := decorate("add", func(a, b int) int { return a + b }).(func(int, int) int)
	fmt.Println(add(2, 3))
	join := decorate("join", func(sep string, xs ...string) string { return strings.Join(xs, sep) }).(func(string, ...string) string)
	fmt.Println(join("-", "a", "b", "c"))
	hello := decorate("hello", func() {}).(func())
	hello()
	t := reflect.TypeOf(func(int) error { return nil })
	errf := reflect.MakeFunc(t, func(args []reflect.Value) []reflect.Value {
		if args[0].Int() < 0 {
			return []reflect.Value{reflect.ValueOf(fmt.Errorf("negative: %d", args[0].Int()))}
		}
		return []reflect.Value{reflect.Zero(t.Out(0))}
	}).Interface().(func(int) error)
	fmt.Println(errf(1), errf(-2))
	fmt.Printf("%T %v\n", errf, reflect.ValueOf(errf).Kind())
	defer func() { fmt.Println("recovered:", recover()) }()
	bad := reflect.MakeFunc(reflect.TypeOf(func() int { return 0 }), func([]reflect.Value) []reflect.Value {
		return []reflect.Value{reflect.ValueOf("str")}
	}).Interface().(func() int)
	fmt.Println(bad())
}

// Output:
// 1 0
// 3.14 2.72
// add(2, 3) -> 1 results
// 5
// join(-, [a b c]) -> 1 results
// a-b-c
// hello() -> 0 results
// <nil> negative: -2
// func(int) error func
// recovered: reflect.MakeFunc: value of type string is not assignable to type int
