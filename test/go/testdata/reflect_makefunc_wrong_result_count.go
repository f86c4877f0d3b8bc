package main

import (
	"fmt"
	"reflect"
)

func main() {
	defer func() { fmt.Println("recovered:", recover()) }()
	f := reflect.MakeFunc(reflect.TypeOf(func() (int, int) { return 0, 0 }), func([]reflect.Value) []reflect.Value {
		return []reflect.Value{reflect.ValueOf(1)}
	}).Interface().(func() (int, int))
	fmt.Println(f())
}

// Output:
// recovered: reflect: wrong return count from function created by MakeFunc
