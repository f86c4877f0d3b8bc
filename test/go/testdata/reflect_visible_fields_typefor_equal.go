package main

import (
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"
)

type TypeMeta struct {
	Kind       string `json:"kind"`
	APIVersion string `json:"apiVersion"`
}

type ObjectMeta struct {
	Name      string `json:"name"`
	Namespace string `json:"namespace"`
	Labels    map[string]string
}

type Common struct {
	Name string
	note string
}

type Spec struct {
	Replicas int32
}

type Deployment struct {
	TypeMeta
	*ObjectMeta
	Common
	Spec
	Status string
}

type Node struct {
	Val  int
	Next *Node
	*Node2
}

type Node2 struct {
	Node
	Extra bool
}

type Named interface{ GetName() string }

func main() {
	for _, f := range reflect.VisibleFields(reflect.TypeOf(Deployment{})) {
		fmt.Printf("%-10s %-22v index=%v anon=%v exported=%v tag=%q\n", f.Name, f.Type, f.Index, f.Anonymous, f.IsExported(), f.Tag.Get("json"))
	}
	for _, f := range reflect.VisibleFields(reflect.TypeFor[Node]()) {
		fmt.Println(f.Name, f.Index, f.Type)
	}
	fmt.Println(reflect.TypeFor[int](), reflect.TypeFor[error](), reflect.TypeFor[Named]().Kind(), reflect.TypeFor[*Deployment]().Elem().NumField(), reflect.TypeFor[[]map[string]any]())
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		reflect.VisibleFields(reflect.TypeOf(3))
	}()

	words := []string{"b", "c", "a"}
	swap := reflect.Swapper(words)
	swap(0, 2)
	fmt.Println(words)
	items := []Spec{{1}, {2}}
	reflect.Swapper(items)(0, 1)
	fmt.Println(items)
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		reflect.Swapper([]int{1})(0, 1)
	}()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		reflect.Swapper(map[int]int{})
	}()
	sort.Slice(words, func(i, j int) bool { return words[i] < words[j] })

	x, y := 3, 3
	vals := []any{1, int64(1), "a", 2.5, Spec{3}, [2]string{"a", "b"}, &x, &y, nil, errors.New("e"), []int{1}, map[string]int{}, struct{ F []int }{}, [1]any{[]int{}}}
	for _, a := range vals {
		v := reflect.ValueOf(a)
		fmt.Printf("%-20T comparable=%v", a, v.Comparable())
		if v.IsValid() && v.Comparable() {
			fmt.Printf(" equal-self=%v", v.Equal(reflect.ValueOf(a)))
		}
		fmt.Println()
	}
	fmt.Println(reflect.ValueOf(&x).Equal(reflect.ValueOf(&y)), reflect.ValueOf(&x).Equal(reflect.ValueOf(&x)), reflect.ValueOf(1).Equal(reflect.ValueOf(int32(1))))
	fmt.Println(reflect.ValueOf(Spec{2}).Equal(reflect.ValueOf(Spec{2})), reflect.ValueOf([2]int{1, 2}).Equal(reflect.ValueOf([2]int{1, 3})), reflect.ValueOf(nil).Equal(reflect.Value{}))
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		reflect.ValueOf([]int{1}).Equal(reflect.ValueOf([]int{1}))
	}()
	var sb strings.Builder
	for i, f := range reflect.VisibleFields(reflect.TypeOf(struct {
		A int
		B string
	}{})) {
		fmt.Fprintf(&sb, "%d:%s ", i, f.Name)
	}
	fmt.Println(sb.String())
}

// Output:
// TypeMeta   main.TypeMeta          index=[0] anon=true exported=true tag=""
// Kind       string                 index=[0 0] anon=false exported=true tag="kind"
// APIVersion string                 index=[0 1] anon=false exported=true tag="apiVersion"
// ObjectMeta *main.ObjectMeta       index=[1] anon=true exported=true tag=""
// Namespace  string                 index=[1 1] anon=false exported=true tag="namespace"
// Labels     map[string]string      index=[1 2] anon=false exported=true tag=""
// Common     main.Common            index=[2] anon=true exported=true tag=""
// note       string                 index=[2 1] anon=false exported=false tag=""
// Spec       main.Spec              index=[3] anon=true exported=true tag=""
// Replicas   int32                  index=[3 0] anon=false exported=true tag=""
// Status     string                 index=[4] anon=false exported=true tag=""
// Val [0] int
// Next [1] *main.Node
// Node2 [2] *main.Node2
// Node [2 0] main.Node
// Extra [2 1] bool
// int error interface 5 []map[string]interface {}
// recovered: reflect.VisibleFields of non-struct type
// [a c b]
// [{2} {1}]
// recovered: reflect: slice index out of range
// recovered: reflect: call of Swapper on map Value
// int                  comparable=true equal-self=true
// int64                comparable=true equal-self=true
// string               comparable=true equal-self=true
// float64              comparable=true equal-self=true
// main.Spec            comparable=true equal-self=true
// [2]string            comparable=true equal-self=true
// *int                 comparable=true equal-self=true
// *int                 comparable=true equal-self=true
// <nil>                comparable=false
// *errors.errorString  comparable=true equal-self=true
// []int                comparable=false
// map[string]int       comparable=false
// struct { F []int }   comparable=false
// [1]interface {}      comparable=false
// false true false
// true false true
// recovered: reflect.Value.Equal: values of type []int are not comparable
// 0:A 1:B 
