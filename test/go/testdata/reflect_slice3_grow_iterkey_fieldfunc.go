package main

import (
	"fmt"
	"reflect"
	"strings"
)

type Meta struct {
	Name      string
	Namespace string
}

type Status struct {
	Phase string
	Ready bool
}

type Pod struct {
	*Meta
	Status
	Labels map[string]string
	node   string
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
	arr := [6]int{0, 1, 2, 3, 4, 5}
	av := reflect.ValueOf(&arr).Elem()
	s := av.Slice(1, 4)
	fmt.Println(s, s.Len(), s.Cap(), s.Type())
	s3 := av.Slice3(2, 3, 5)
	fmt.Println(s3, s3.Len(), s3.Cap())
	s3.Index(0).SetInt(20)
	fmt.Println(arr)
	sl := []string{"a", "b", "c", "d"}
	v := reflect.ValueOf(sl)
	t := v.Slice3(1, 2, 3)
	fmt.Println(t, t.Len(), t.Cap())
	try("slice3 bounds", func() { v.Slice3(1, 3, 2) })
	try("slice3 cap", func() { v.Slice3(0, 1, 5) })
	try("slice unaddressable array", func() { reflect.ValueOf(arr).Slice(0, 1) })
	try("slice3 unaddressable array", func() { reflect.ValueOf(arr).Slice3(0, 1, 2) })
	try("slice3 string", func() { reflect.ValueOf("abc").Slice3(0, 1, 2) })
	fmt.Println(reflect.ValueOf("hello").Slice(1, 3))

	grow := []int{1, 2, 3}
	gv := reflect.ValueOf(&grow).Elem()
	gv.Grow(2)
	fmt.Println(gv.Len(), gv.Cap(), grow)
	gv.Grow(10)
	fmt.Println(gv.Len(), gv.Cap(), grow)
	gv.SetLen(5)
	fmt.Println(grow)
	gv.SetCap(6)
	fmt.Println(len(grow), cap(grow))
	try("setcap below len", func() { gv.SetCap(2) })
	try("grow negative", func() { gv.Grow(-1) })
	try("grow unaddressable", func() { reflect.ValueOf(grow).Grow(1) })
	var nilSlice []Meta
	nv := reflect.ValueOf(&nilSlice).Elem()
	nv.Grow(3)
	fmt.Println(nilSlice == nil, len(nilSlice), cap(nilSlice))
	bs := []byte("hi")
	bv := reflect.ValueOf(&bs).Elem()
	bv.Grow(20)
	fmt.Println(len(bs), cap(bs), string(bs))

	m := map[string]int{"replicas": 3}
	key := reflect.New(reflect.TypeOf("")).Elem()
	val := reflect.New(reflect.TypeOf(0)).Elem()
	anyVal := reflect.New(reflect.TypeOf((*any)(nil)).Elem()).Elem()
	it := reflect.ValueOf(m).MapRange()
	try("before next", func() { key.SetIterKey(it) })
	for it.Next() {
		key.SetIterKey(it)
		val.SetIterValue(it)
		anyVal.SetIterValue(it)
		fmt.Println(key, val, anyVal, anyVal.Elem().Type())
	}
	try("exhausted", func() { val.SetIterValue(it) })
	it.Reset(reflect.ValueOf(m))
	it.Next()
	try("wrong type", func() { val.SetIterKey(it) })
	try("unaddressable", func() { reflect.ValueOf(0).SetIterValue(it) })

	pt := reflect.TypeOf(Pod{})
	f, ok := pt.FieldByNameFunc(func(s string) bool { return strings.EqualFold(s, "namespace") })
	fmt.Println(f.Name, f.Index, f.Type, ok)
	f, ok = pt.FieldByNameFunc(func(s string) bool { return strings.HasPrefix(s, "Na") })
	fmt.Println(f.Name, f.Index, ok)
	var calls []string
	f, ok = pt.FieldByNameFunc(func(s string) bool { calls = append(calls, s); return s == "Ready" })
	fmt.Println(f.Name, f.Index, ok, calls)
	f, ok = pt.FieldByNameFunc(func(s string) bool { return s == "node" })
	fmt.Println(f.Name, f.PkgPath, ok)
	try("non-struct", func() { reflect.TypeOf(1).FieldByNameFunc(func(string) bool { return true }) })

	p := Pod{Meta: &Meta{Name: "web", Namespace: "prod"}, Status: Status{"Running", true}}
	pv := reflect.ValueOf(p)
	fmt.Println(pv.FieldByNameFunc(func(s string) bool { return s == "Phase" }))
	fmt.Println(pv.FieldByNameFunc(func(s string) bool { return s == "Missing" }).IsValid())
	fv, err := pv.FieldByIndexErr([]int{0, 1})
	fmt.Println(fv, err)
	fv, err = reflect.ValueOf(Pod{}).FieldByIndexErr([]int{0, 1})
	fmt.Println(fv.IsValid(), err)
	fv, err = pv.FieldByIndexErr([]int{1})
	fmt.Println(fv, err)
	try("index err non-struct", func() { reflect.ValueOf(3).FieldByIndexErr([]int{0, 1}) })
	try("index panics", func() { reflect.ValueOf(Pod{}).FieldByIndex([]int{0, 1}) })
}

// Output:
// [1 2 3] 3 5 []int
// [2] 1 3
// [0 1 20 3 4 5]
// [b] 1 2
// slice3 bounds: reflect.Value.Slice3: slice index out of bounds
// slice3 cap: reflect.Value.Slice3: slice index out of bounds
// slice unaddressable array: reflect.Value.Slice: slice of unaddressable array
// slice3 unaddressable array: reflect.Value.Slice3: slice of unaddressable array
// slice3 string: reflect: call of reflect.Value.Slice3 on string Value
// el
// 3 6 [1 2 3]
// 3 14 [1 2 3]
// [1 2 3 0 0]
// 5 6
// setcap below len: reflect: slice capacity out of range in SetCap
// grow negative: reflect.Value.Grow: negative len
// grow unaddressable: reflect: reflect.Value.Grow using unaddressable value
// false 0 3
// 2 24 hi
// before next: reflect: Value.SetIterKey called before Next
// replicas 3 3 int
// exhausted: reflect: Value.SetIterValue called on exhausted iterator
// wrong type: reflect.MapIter.SetKey: value of type string is not assignable to type int
// unaddressable: reflect: reflect.Value.SetIterValue using unaddressable value
// Namespace [0 1] string true
//  [] false
// Ready [1 1] true [Meta Status Labels node Name Namespace Phase Ready]
// node main true
// non-struct: reflect: FieldByNameFunc of non-struct type int
// Running
// false
// prod <nil>
// false reflect: indirection through nil pointer to embedded struct field Meta
// {Running true} <nil>
// index err non-struct: reflect: call of reflect.Value.FieldByIndexErr on int Value
// index panics: reflect: indirection through nil pointer to embedded struct
