package main

import (
	"fmt"
	"math"
	"reflect"
	"sort"
)

func keysOf(v reflect.Value) []string {
	var out []string
	it := v.MapRange()
	for it.Next() {
		out = append(out, fmt.Sprintf("%v=%v", it.Key(), it.Value()))
	}
	sort.Strings(out)
	return out
}

func main() {
	cfg := map[string]int{"replicas": 3, "port": 8080, "timeout": 30}
	v := reflect.ValueOf(cfg)
	fmt.Println(keysOf(v))

	nan := map[float64]string{}
	nan[math.NaN()] = "a"
	nan[math.NaN()] = "b"
	nan[1] = "c"
	fmt.Println(len(keysOf(reflect.ValueOf(nan))))

	it := v.MapRange()
	n := 0
	for it.Next() {
		if n == 1 {
			v.Clear()
		}
		n++
	}
	fmt.Println(n, v.Len(), len(cfg))

	it.Reset(reflect.ValueOf(map[int]bool{7: true}))
	for it.Next() {
		fmt.Println(it.Key().Int(), it.Value().Bool())
	}
	s := []int{1, 2, 3, 4}
	reflect.ValueOf(s[:2]).Clear()
	fmt.Println(s)
	var nilMap map[string]int
	e := reflect.ValueOf(nilMap).MapRange()
	fmt.Println(e.Next())

	try := func(name string, f func()) {
		defer func() { fmt.Println(name+":", recover()) }()
		f()
	}
	try("key before next", func() { reflect.ValueOf(cfg).MapRange().Key() })
	try("next after end", func() { e.Next() })
	try("value after end", func() { e.Value() })
	try("clear array", func() { reflect.ValueOf([1]int{}).Clear() })
	try("maprange slice", func() { reflect.ValueOf(s).MapRange() })
	var zero reflect.MapIter
	try("zero iter", func() { zero.Next() })
}

// Output:
// [port=8080 replicas=3 timeout=30]
// 3
// 2 0 0
// 7 true
// [0 0 3 4]
// false
// key before next: MapIter.Key called before Next
// next after end: MapIter.Next called on exhausted iterator
// value after end: MapIter.Value called on exhausted iterator
// clear array: reflect: call of reflect.Value.Clear on array Value
// maprange slice: reflect: call of reflect.Value.MapRange on slice Value
// zero iter: MapIter.Next called on an iterator that does not have an associated map Value
