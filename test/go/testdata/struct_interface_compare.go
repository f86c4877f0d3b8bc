package main

import (
	"errors"
	"fmt"
)

type Key struct {
	Namespace string
	Name      string
}

type Obj interface{ Key() Key }

type Pod struct {
	K    Key
	Tags []string
}

func (p Pod) Key() Key { return p.K }

type Svc struct{ K Key }

func (s *Svc) Key() Key { return s.K }

func main() {
	a := Key{"default", "web"}
	b := Key{"default", "web"}
	fmt.Println(a == b, a != Key{}, [2]Key{a, b} == [2]Key{b, a})
	var o1, o2 Obj = &Svc{a}, &Svc{a}
	fmt.Println(o1 == o2, o1.Key() == o2.Key())
	s := &Svc{a}
	o1, o2 = s, s
	fmt.Println(o1 == o2)
	var e1 error = errors.New("x")
	var e2 error = errors.New("x")
	fmt.Println(e1 == e2, e1.Error() == e2.Error())
	var i1, i2 any = 1, 1.0
	fmt.Println(i1 == i2, i1 == any(1), any(int32(1)) == any(int64(1)))
	var nilSvc *Svc
	var o3 Obj = nilSvc
	fmt.Println(o3 == nil, o3 != nil, nilSvc == nil)
	set := map[Key]int{a: 1}
	set[b]++
	fmt.Println(set)
	anyKeys := map[any]string{a: "struct", "s": "string", 1: "int"}
	fmt.Println(anyKeys[Key{"default", "web"}], len(anyKeys))
	defer func() { fmt.Println("recovered:", recover()) }()
	var p1, p2 Obj = Pod{K: a}, Pod{K: a}
	fmt.Println(p1 == p2)
}

// Output:
// true true true
// false true
// true
// false true
// false true false
// false true true
// map[{default web}:2]
// struct 3
// recovered: runtime error: comparing uncomparable type main.Pod
