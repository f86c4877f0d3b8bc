package main

import (
	"fmt"
	"reflect"
	"strings"
)

func try(name string, f func() []reflect.Value) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println(name, "panic:", r)
		}
	}()
	out := f()
	fmt.Println(name, "ok:", len(out), out[0])
}

func main() {
	join := reflect.ValueOf(strings.Join)
	sprintf := reflect.ValueOf(fmt.Sprintf)
	args := reflect.ValueOf([]any{1, "two"})
	try("callslice", func() []reflect.Value {
		return sprintf.CallSlice([]reflect.Value{reflect.ValueOf("%v-%v"), args})
	})
	try("call-spread", func() []reflect.Value {
		return sprintf.Call([]reflect.Value{reflect.ValueOf("%v|%v"), reflect.ValueOf(3), reflect.ValueOf(4.5)})
	})
	try("non-variadic", func() []reflect.Value {
		return join.CallSlice([]reflect.Value{reflect.ValueOf([]string{"a"}), reflect.ValueOf(",")})
	})
	try("too-few", func() []reflect.Value {
		return sprintf.CallSlice([]reflect.Value{reflect.ValueOf("%v")})
	})
	try("too-many", func() []reflect.Value {
		return sprintf.CallSlice([]reflect.Value{reflect.ValueOf("%v"), args, args})
	})
	try("wrong-type", func() []reflect.Value {
		return sprintf.CallSlice([]reflect.Value{reflect.ValueOf("%v"), reflect.ValueOf([]string{"x"})})
	})
	try("zero", func() []reflect.Value {
		return sprintf.CallSlice([]reflect.Value{reflect.ValueOf("%v"), {}})
	})
}

// Output:
// callslice ok: 1 1-two
// call-spread ok: 1 3|4.5
// non-variadic panic: reflect: CallSlice of non-variadic function
// too-few panic: reflect: CallSlice with too few input arguments
// too-many panic: reflect: CallSlice with too many input arguments
// wrong-type panic: reflect: CallSlice using []string as type []interface {}
// zero panic: reflect: CallSlice using zero Value argument
