package main

import (
	"fmt"
	"io"
	"reflect"
	"strings"
)

type Svc struct{ Name string }

func (s Svc) Get() string                          { return s.Name }
func (s *Svc) Set(n string)                        { s.Name = n }
func (s Svc) unexported()                          {}
func (s Svc) Many(a int, b ...string) (int, error) { return a + len(b), nil }

type Node struct {
	Val  int
	Next *Node
}

func main() {
	types := []any{Svc{}, &Svc{}, func(int, ...string) (bool, error) { return false, nil }, map[string][]*Svc{}, make(chan<- [2]int), struct {
		A int `json:"a"`
		b string
	}{}, (*io.Reader)(nil), [3]func(){}, new(any), strings.NewReader}
	for _, x := range types {
		t := reflect.TypeOf(x)
		fmt.Printf("%-45s kind=%-6s name=%q pkg=%q methods=%d comparable=%t size=%d\n", t.String(), t.Kind(), t.Name(), t.PkgPath(), t.NumMethod(), t.Comparable(), t.Size())
	}
	pt := reflect.TypeOf(&Svc{})
	for i := 0; i < pt.NumMethod(); i++ {
		m := pt.Method(i)
		fmt.Println(i, m.Name, m.Type, m.Index, m.IsExported())
	}
	m, ok := reflect.TypeOf(Svc{}).MethodByName("Many")
	fmt.Println(m.Type, ok, m.Type.IsVariadic(), m.Type.NumIn(), m.Type.In(2), m.Type.Out(1))
	v := reflect.ValueOf(&Svc{"a"})
	out := v.MethodByName("Many").Call([]reflect.Value{reflect.ValueOf(1), reflect.ValueOf("x"), reflect.ValueOf("y")})
	fmt.Println(out[0].Int(), out[1].IsNil())
	out = v.MethodByName("Many").CallSlice([]reflect.Value{reflect.ValueOf(2), reflect.ValueOf([]string{"p"})})
	fmt.Println(out[0], out[1])
	v.MethodByName("Set").Call([]reflect.Value{reflect.ValueOf("b")})
	fmt.Println(v.Elem().Field(0), v.Elem().NumMethod(), v.NumMethod())
	fmt.Println(reflect.ValueOf(3).String(), reflect.ValueOf("s").String(), reflect.ValueOf(Svc{}).String(), reflect.Value{}.String())
	a := &Node{1, nil}
	a.Next = a
	b := &Node{1, nil}
	b.Next = b
	fmt.Println(reflect.DeepEqual(a, b), reflect.DeepEqual([]int{}, []int(nil)), reflect.DeepEqual(map[int]any{1: []int{1}}, map[int]any{1: []int{1}}), reflect.DeepEqual(any(1), any(int64(1))))
	s := reflect.ValueOf([]int{1, 2})
	s2 := reflect.Append(s, reflect.ValueOf(3))
	s3 := reflect.AppendSlice(s2, s)
	dst := reflect.MakeSlice(s.Type(), 2, 2)
	fmt.Println(s2, s3, s3.Len(), s3.Cap(), reflect.Copy(dst, s3), dst)
	fn := reflect.MakeFunc(reflect.TypeOf(func(int, int) int { return 0 }), func(args []reflect.Value) []reflect.Value {
		return []reflect.Value{reflect.ValueOf(int(args[0].Int() * args[1].Int()))}
	})
	fmt.Println(fn.Interface().(func(int, int) int)(6, 7), fn.Kind(), fn.Type())
	defer func() { fmt.Println("recovered:", recover()) }()
	reflect.ValueOf(Svc{}).MethodByName("Get").Call([]reflect.Value{reflect.ValueOf(1)})
}

// Output:
// main.Svc                                      kind=struct name="Svc" pkg="main" methods=2 comparable=true size=16
// *main.Svc                                     kind=ptr    name="" pkg="" methods=3 comparable=true size=8
// func(int, ...string) (bool, error)            kind=func   name="" pkg="" methods=0 comparable=false size=8
// map[string][]*main.Svc                        kind=map    name="" pkg="" methods=0 comparable=false size=8
// chan<- [2]int                                 kind=chan   name="" pkg="" methods=0 comparable=true size=8
// struct { A int "json:\"a\""; b string }       kind=struct name="" pkg="" methods=0 comparable=true size=24
// *io.Reader                                    kind=ptr    name="" pkg="" methods=0 comparable=true size=8
// [3]func()                                     kind=array  name="" pkg="" methods=0 comparable=false size=24
// *interface {}                                 kind=ptr    name="" pkg="" methods=0 comparable=true size=8
// func(string) *strings.Reader                  kind=func   name="" pkg="" methods=0 comparable=false size=8
// 0 Get func(*main.Svc) string 0 true
// 1 Many func(*main.Svc, int, ...string) (int, error) 1 true
// 2 Set func(*main.Svc, string) 2 true
// func(main.Svc, int, ...string) (int, error) true true 3 []string error
// 3 true
// 3 <nil>
// b 2 3
// <int Value> s <main.Svc Value> <invalid Value>
// true false true false
// [1 2 3] [1 2 3 1 2] 5 8 2 [1 2]
// 42 func func(int, int) int
// recovered: reflect: Call with too many input arguments
