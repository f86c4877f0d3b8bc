package main

import (
	"fmt"
	"reflect"
	"strings"
)

type Spec struct {
	Replicas int32             `json:"replicas" validate:"min=1"`
	Image    string            `json:"image,omitempty"`
	Labels   map[string]string `json:"labels"`
	internal bool
	*Extra
}

type Extra struct{ Note string }

func (s Spec) Describe() string  { return "spec" }
func (s *Spec) Scale(n int32)    { s.Replicas = n }

func main() {
	s := Spec{Replicas: 2, Image: "nginx", Extra: &Extra{"n"}}
	t := reflect.TypeOf(s)
	fmt.Println(t, t.Kind(), t.NumField(), t.NumMethod(), reflect.PointerTo(t).NumMethod())
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		fmt.Printf("%s %v %q %q exported=%v anon=%v\n", f.Name, f.Type, f.Tag.Get("json"), f.Tag, f.IsExported(), f.Anonymous)
	}
	v := reflect.ValueOf(&s).Elem()
	v.FieldByName("Replicas").SetInt(5)
	fmt.Println(s.Replicas, v.FieldByName("Image").String(), v.FieldByName("Note").Interface())
	m := v.Addr().MethodByName("Scale")
	m.Call([]reflect.Value{reflect.ValueOf(int32(9))})
	fmt.Println(s.Replicas, v.Kind(), v.Type().Name(), v.Type().PkgPath())
	for _, x := range []any{1, "s", 2.5, []int{1}, map[string]int{}, &s, nil, struct{}{}, make(chan int), func() {}, [2]bool{}, uint8(1), complex64(1)} {
		if x == nil {
			fmt.Println("nil", reflect.ValueOf(x).IsValid())
			continue
		}
		rv := reflect.ValueOf(x)
		fmt.Printf("%v %v %s\n", rv.Kind(), rv.Type(), strings.Repeat("*", int(rv.Kind())%5))
	}
	defer func() { fmt.Println("recovered:", recover()) }()
	v.FieldByName("internal").SetBool(true)
}

// Output:
// main.Spec struct 5 1 2
// Replicas int32 "replicas" "json:\"replicas\" validate:\"min=1\"" exported=true anon=false
// Image string "image,omitempty" "json:\"image,omitempty\"" exported=true anon=false
// Labels map[string]string "labels" "json:\"labels\"" exported=true anon=false
// internal bool "" "" exported=false anon=false
// Extra *main.Extra "" "" exported=true anon=true
// 5 nginx n
// 9 struct Spec main
// int int **
// string string ****
// float64 float64 ****
// slice []int ***
// map map[string]int *
// ptr *main.Spec **
// nil false
// struct struct {} 
// chan chan int ***
// func func() ****
// array [2]bool **
// uint8 uint8 ***
// complex64 complex64 
// recovered: reflect: reflect.Value.SetBool using value obtained using unexported field
