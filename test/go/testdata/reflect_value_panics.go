package main

import (
	"fmt"
	"reflect"
)

type T struct {
	A      int
	hidden int
	M      map[string]int
}

func try(name string, f func()) {
	defer func() {
		r := recover()
		if err, ok := r.(error); ok {
			fmt.Printf("%s: %T %v\n", name, r, err)
			return
		}
		fmt.Printf("%s: %T %v\n", name, r, r)
	}()
	f()
}

func main() {
	t := T{}
	pv := reflect.ValueOf(&t).Elem()
	try("Int on string", func() { reflect.ValueOf("x").Int() })
	try("Uint on int", func() { reflect.ValueOf(1).Uint() })
	try("Float on zero", func() { reflect.Value{}.Float() })
	try("SetInt unaddressable", func() { reflect.ValueOf(3).SetInt(4) })
	try("SetInt unexported", func() { pv.Field(1).SetInt(4) })
	try("SetString on int", func() { pv.Field(0).SetString("s") })
	try("SetInt on string field", func() { reflect.ValueOf(&struct{ S string }{}).Elem().Field(0).SetInt(1) })
	try("Set wrong type", func() { pv.Field(0).Set(reflect.ValueOf("s")) })
	try("Set zero Value", func() { pv.Field(0).Set(reflect.Value{}) })
	try("Interface unexported", func() { pv.Field(1).Interface() })
	try("Interface zero", func() { reflect.Value{}.Interface() })
	try("Type zero", func() { reflect.Value{}.Type() })
	try("Field of int", func() { reflect.ValueOf(1).Field(0) })
	try("Field out of range", func() { pv.Field(5) })
	try("Index out of range", func() { reflect.ValueOf([]int{1}).Index(3) })
	try("Index on map", func() { reflect.ValueOf(map[int]int{}).Index(0) })
	try("Elem of int", func() { reflect.ValueOf(1).Elem() })
	try("IsNil of int", func() { reflect.ValueOf(1).IsNil() })
	try("Len of int", func() { reflect.ValueOf(1).Len() })
	try("nil map write", func() { pv.Field(2).SetMapIndex(reflect.ValueOf("k"), reflect.ValueOf(1)) })
	try("map key type", func() { reflect.ValueOf(map[string]int{}).MapIndex(reflect.ValueOf(1)) })
	try("Call too few", func() { reflect.ValueOf(func(int) {}).Call(nil) })
	try("Call wrong type", func() { reflect.ValueOf(func(int) {}).Call([]reflect.Value{reflect.ValueOf("s")}) })
	try("Call nil func", func() { reflect.ValueOf((func())(nil)).Call(nil) })
	try("Addr unaddressable", func() { reflect.ValueOf(1).Addr() })
	try("New nil", func() { reflect.New(nil) })
	try("MapRange before Next", func() { reflect.ValueOf(map[int]int{1: 1}).MapRange().Key() })
	try("MakeSlice len>cap", func() { reflect.MakeSlice(reflect.TypeOf([]int{}), 3, 1) })
	fmt.Println(t)
	reflect.ValueOf(t).Field(0).SetInt(1)
}

// Output:
// Int on string: *reflect.ValueError reflect: call of reflect.Value.Int on string Value
// Uint on int: *reflect.ValueError reflect: call of reflect.Value.Uint on int Value
// Float on zero: *reflect.ValueError reflect: call of reflect.Value.Float on zero Value
// SetInt unaddressable: string reflect: reflect.Value.SetInt using unaddressable value
// SetInt unexported: string reflect: reflect.Value.SetInt using value obtained using unexported field
// SetString on int: *reflect.ValueError reflect: call of reflect.Value.SetString on int Value
// SetInt on string field: *reflect.ValueError reflect: call of reflect.Value.SetInt on string Value
// Set wrong type: string reflect.Set: value of type string is not assignable to type int
// Set zero Value: *reflect.ValueError reflect: call of reflect.Value.Set on zero Value
// Interface unexported: string reflect.Value.Interface: cannot return value obtained from unexported field or method
// Interface zero: *reflect.ValueError reflect: call of reflect.Value.Interface on zero Value
// Type zero: *reflect.ValueError reflect: call of reflect.Value.Type on zero Value
// Field of int: *reflect.ValueError reflect: call of reflect.Value.Field on int Value
// Field out of range: string reflect: Field index out of range
// Index out of range: string reflect: slice index out of range
// Index on map: *reflect.ValueError reflect: call of reflect.Value.Index on map Value
// Elem of int: *reflect.ValueError reflect: call of reflect.Value.Elem on int Value
// IsNil of int: *reflect.ValueError reflect: call of reflect.Value.IsNil on int Value
// Len of int: *reflect.ValueError reflect: call of reflect.Value.Len on int Value
// nil map write: runtime.plainError assignment to entry in nil map
// map key type: string reflect.Value.MapIndex: value of type int is not assignable to type string
// Call too few: string reflect: Call with too few input arguments
// Call wrong type: string reflect: Call using string as type int
// Call nil func: string reflect.Value.Call: call of nil function
// Addr unaddressable: string reflect.Value.Addr of unaddressable value
// New nil: string reflect: New(nil)
// MapRange before Next: string MapIter.Key called before Next
// MakeSlice len>cap: string reflect.MakeSlice: len > cap
// {0 0 map[]}
// Stderr:
// panic: reflect: reflect.Value.SetInt using unaddressable value
//
// goroutine 1 [running]:
// Exit: 2
