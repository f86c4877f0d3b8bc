package main

import (
	"errors"
	"fmt"
	"reflect"
)

type wrapper struct{ err error }

func main() {
	e := errors.New("boom")
	w := &wrapper{err: e}
	// the address %p prints, also for a pointer reached through an unexported field
	fmt.Println(fmt.Sprintf("0x%x", reflect.ValueOf(w).Pointer()) == fmt.Sprintf("%p", w))
	inner := reflect.ValueOf(*w).Field(0).Elem()
	fmt.Println(inner.CanInterface(), inner.Pointer() == reflect.ValueOf(e).Pointer())
	var nilPtr *wrapper
	fmt.Println(reflect.ValueOf(nilPtr).Pointer())
	s := []int{1, 2}
	fmt.Println(reflect.ValueOf(s).Pointer() == reflect.ValueOf(&s[0]).Pointer())
	m := map[string]int{}
	fmt.Println(reflect.ValueOf(m).Pointer() != 0)
	defer func() { fmt.Println(recover()) }()
	reflect.ValueOf(3).Pointer()
}

// Output:
// true
// false true
// 0
// true
// true
// reflect: call of reflect.Value.Pointer on int Value
