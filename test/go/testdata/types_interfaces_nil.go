package main

import (
	"errors"
	"fmt"
)

type MyErr struct{ msg string }

func (e *MyErr) Error() string { return e.msg }

func mayFail(fail bool) error {
	var p *MyErr
	if fail {
		p = &MyErr{"failed"}
	}
	return p
}

func properNil(fail bool) error {
	if fail {
		return &MyErr{"failed"}
	}
	return nil
}

type Speaker interface{ Speak() string }
type Dog struct{ name string }

func (d *Dog) Speak() string {
	if d == nil {
		return "<nil dog>"
	}
	return d.name + " says woof"
}

func main() {
	err := mayFail(false)
	fmt.Println(err == nil, err != nil)
	fmt.Printf("%T %v\n", err, err == (*MyErr)(nil))
	fmt.Println(properNil(false) == nil, properNil(true))
	var s Speaker
	fmt.Println(s == nil)
	var d *Dog
	s = d
	fmt.Println(s == nil, s.Speak())
	s = &Dog{"rex"}
	fmt.Println(s.Speak())
	var e1 error = &MyErr{"a"}
	var e2 error = &MyErr{"a"}
	fmt.Println(e1 == e2, errors.Is(e1, e1))
	var i1 interface{} = 3
	var i2 interface{} = 3
	var i3 interface{} = int64(3)
	fmt.Println(i1 == i2, i1 == i3)
	defer func() {
		r := recover()
		fmt.Println("recovered:", r)
		var re interface{ RuntimeError() }
		_, isRT := r.(interface{ RuntimeError() })
		fmt.Println(isRT, re == nil)
	}()
	var m map[string]int
	_ = m
	var sp Speaker
	sp.Speak()
}

// Output:
// false true
// *main.MyErr true
// true failed
// true
// false <nil dog>
// rex says woof
// false true
// true false
// recovered: runtime error: invalid memory address or nil pointer dereference
// true true
