package main

import (
	"fmt"
	"iter"
	"math"
	"reflect"
)

type Port uint16

type Spec struct {
	Replicas int32
	Port     Port
	Weight   float32
	Name     string
	C        complex64
}

func setField(obj any, field string, v int64) error {
	rv := reflect.ValueOf(obj).Elem().FieldByName(field)
	switch rv.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if rv.OverflowInt(v) {
			return fmt.Errorf("%d overflows %s", v, rv.Type())
		}
		rv.SetInt(v)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if v < 0 || rv.OverflowUint(uint64(v)) {
			return fmt.Errorf("%d overflows %s", v, rv.Type())
		}
		rv.SetUint(uint64(v))
	default:
		return fmt.Errorf("field %s is %s", field, rv.Kind())
	}
	return nil
}

func try(f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("panic:", r)
		}
	}()
	f()
}

func main() {
	var s Spec
	fmt.Println(setField(&s, "Replicas", 3), setField(&s, "Replicas", math.MaxInt32+1))
	fmt.Println(setField(&s, "Port", 8080), setField(&s, "Port", 70000), setField(&s, "Port", -1))
	fmt.Println(setField(&s, "Name", 1), s)
	w := reflect.ValueOf(&s).Elem().Field(2)
	fmt.Println(w.OverflowFloat(1e39), w.OverflowFloat(-1e38), w.OverflowFloat(math.Inf(1)), reflect.TypeOf(0.0).OverflowFloat(1e300))
	c := reflect.ValueOf(s).Field(4)
	fmt.Println(c.OverflowComplex(complex(1e39, 0)), c.OverflowComplex(1+1i))
	t := reflect.TypeOf(int8(0))
	fmt.Println(t.OverflowInt(127), t.OverflowInt(128), t.OverflowInt(-129), reflect.TypeOf(uint8(0)).OverflowUint(256))
	try(func() { reflect.TypeOf("").OverflowInt(1) })
	try(func() { reflect.TypeOf(1).OverflowUint(1) })
	try(func() { reflect.TypeOf(1).OverflowFloat(1) })
	try(func() { reflect.TypeOf(1).OverflowComplex(1) })
	try(func() { reflect.ValueOf("x").OverflowInt(1) })
	try(func() { reflect.ValueOf(1.5).OverflowUint(1) })
	var seq iter.Seq[int]
	var seq2 iter.Seq2[int, string]
	for _, v := range []any{1, "s", []int{}, [2]int{}, &[2]int{}, new(int), map[int]int{}, make(chan int), seq, seq2, func(func(int)) {}, func(func(int) bool) int { return 0 }, 1.5, struct{}{}} {
		t := reflect.TypeOf(v)
		fmt.Println(t, t.CanSeq(), t.CanSeq2())
	}
}

// Output:
// <nil> 2147483648 overflows int32
// <nil> 70000 overflows main.Port -1 overflows main.Port
// field Name is string {3 8080 0  (0+0i)}
// true false false false
// true false
// false true true true
// panic: reflect: OverflowInt of non-int type string
// panic: reflect: OverflowUint of non-uint type int
// panic: reflect: OverflowFloat of non-float type int
// panic: reflect: OverflowComplex of non-complex type int
// panic: reflect: call of reflect.Value.OverflowInt on string Value
// panic: reflect: call of reflect.Value.OverflowUint on float64 Value
// int true false
// string true true
// []int true true
// [2]int true true
// *[2]int true true
// *int false false
// map[int]int true true
// chan int true false
// iter.Seq[int] true false
// iter.Seq2[int,string] false true
// func(func(int)) false false
// func(func(int) bool) int false false
// float64 false false
// struct {} false false
