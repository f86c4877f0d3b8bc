package main

import (
	"fmt"
	"reflect"
)

type Celsius float64
type Name string
type ID int32

func main() {
	f := reflect.ValueOf(3.9)
	fmt.Println(f.Convert(reflect.TypeOf(0)).Int(), f.Convert(reflect.TypeOf(uint8(0))), f.Convert(reflect.TypeOf(Celsius(0))).Type())
	fmt.Println(reflect.ValueOf(-1).Convert(reflect.TypeOf(uint16(0))), reflect.ValueOf(300).Convert(reflect.TypeOf(int8(0))))
	fmt.Println(reflect.ValueOf(int64(-1)).Convert(reflect.TypeOf(uint64(0))), reflect.ValueOf(uint64(1)<<63).Convert(reflect.TypeOf(int64(0))))
	fmt.Println(reflect.ValueOf(7).Convert(reflect.TypeOf(float32(0))).Float(), reflect.ValueOf(1e10).Convert(reflect.TypeOf(float32(0))))
	fmt.Println(reflect.ValueOf(65).Convert(reflect.TypeOf("")), reflect.ValueOf(0x4e16).Convert(reflect.TypeOf("")).Len(), reflect.ValueOf(-5).Convert(reflect.TypeOf("")))
	fmt.Println(reflect.ValueOf("héllo").Convert(reflect.TypeOf([]byte(nil))), reflect.ValueOf("héllo").Convert(reflect.TypeOf([]rune(nil))))
	fmt.Println(reflect.ValueOf([]byte("abc")).Convert(reflect.TypeOf("")), reflect.ValueOf([]rune{104, 233}).Convert(reflect.TypeOf(Name(""))))
	n := reflect.ValueOf("x").Convert(reflect.TypeOf(Name("")))
	fmt.Printf("%v %T %v\n", n, n.Interface(), reflect.ValueOf(ID(4)).Convert(reflect.TypeOf(0)).Interface())
	a := reflect.ValueOf([]int{1, 2, 3}).Convert(reflect.TypeOf([2]int{}))
	fmt.Println(a, a.Type())
	e := reflect.ValueOf(5).Convert(reflect.TypeOf((*any)(nil)).Elem())
	fmt.Println(e.Kind(), e.Elem().Kind(), e)
	it := reflect.TypeOf(0)
	fmt.Println(reflect.ValueOf("s").CanConvert(it), reflect.ValueOf(1.5).CanConvert(it), reflect.ValueOf([]int{1}).CanConvert(reflect.TypeOf([2]int{})))
	for _, fn := range []func(){
		func() { reflect.ValueOf("s").Convert(it) },
		func() { reflect.ValueOf([]int{1}).Convert(reflect.TypeOf([2]int{})) },
	} {
		func() {
			defer func() { fmt.Println(recover()) }()
			fn()
		}()
	}
}

// Output:
// 3 3 main.Celsius
// 65535 44
// 18446744073709551615 -9223372036854775808
// 7 1e+10
// A 3 �
// [104 195 169 108 108 111] [104 233 108 108 111]
// abc hé
// x main.Name 4
// [1 2] [2]int
// interface int 5
// false true false
// reflect.Value.Convert: value of type string cannot be converted to type int
// reflect: cannot convert slice with length 1 to array with length 2
