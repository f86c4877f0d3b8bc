package main

import (
	"fmt"
	"reflect"
	"strings"
)

type Spec struct {
	Replicas int32             `json:"replicas" validate:"min=1"`
	Image    string            `json:"image,omitempty" validate:"required"`
	Env      map[string]string `json:"env"`
	Ports    []int             `json:"ports"`
	paused   bool
	Nested   struct{ A, B int }
	Ptr      *Spec
}

func (s Spec) Describe() string { return "spec" }
func (s *Spec) Scale(n int32)   { s.Replicas = n }

func validate(v any) []string {
	var errs []string
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Pointer {
		rv = rv.Elem()
	}
	rt := rv.Type()
	for i := 0; i < rt.NumField(); i++ {
		f := rt.Field(i)
		tag := f.Tag.Get("validate")
		if tag == "" {
			continue
		}
		fv := rv.Field(i)
		switch {
		case tag == "required" && fv.IsZero():
			errs = append(errs, f.Name+" is required")
		case strings.HasPrefix(tag, "min=") && fv.Int() < 1:
			errs = append(errs, fmt.Sprintf("%s must be >= 1, got %d", f.Name, fv.Int()))
		}
	}
	return errs
}

func main() {
	s := Spec{Env: map[string]string{"A": "1"}}
	fmt.Println(validate(s))
	fmt.Println(validate(&Spec{Replicas: 2, Image: "nginx"}))
	t := reflect.TypeOf(s)
	fmt.Println(t, t.Name(), t.Kind(), t.NumField(), t.NumMethod(), reflect.PointerTo(t).NumMethod())
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		json, ok := f.Tag.Lookup("json")
		fmt.Printf("%-8s %-18v %-6v exported=%v json=%q/%v offset-ok=%v\n", f.Name, f.Type, f.Type.Kind(), f.IsExported(), json, ok, f.Index)
	}
	m, ok := t.MethodByName("Describe")
	fmt.Println(m.Name, ok, m.Type)
	v := reflect.ValueOf(&s).Elem()
	v.FieldByName("Replicas").SetInt(5)
	v.FieldByName("Image").SetString("busybox")
	fmt.Println(s.Replicas, s.Image, v.FieldByName("paused").CanSet(), v.FieldByName("Image").CanSet())
	out := reflect.ValueOf(&s).MethodByName("Scale").Call([]reflect.Value{reflect.ValueOf(int32(9))})
	fmt.Println(len(out), s.Replicas)
	fmt.Println(reflect.ValueOf(s).MethodByName("Describe").Call(nil)[0])
	for _, x := range []any{1, "s", 2.5, []int{1}, map[string]int{}, &s, nil, Spec.Describe, make(chan int), [2]int{}, struct{}{}} {
		if x == nil {
			fmt.Println("nil interface:", reflect.TypeOf(x), reflect.ValueOf(x).IsValid())
			continue
		}
		fmt.Printf("%v/%v ", reflect.TypeOf(x), reflect.TypeOf(x).Kind())
	}
	fmt.Println()
	fmt.Println(reflect.DeepEqual([]int{}, []int(nil)), reflect.DeepEqual(map[string][]int{"a": {1}}, map[string][]int{"a": {1}}))
	defer func() { fmt.Println("recovered:", recover()) }()
	reflect.ValueOf(s).FieldByName("Replicas").SetInt(1)
}

// Output:
// [Replicas must be >= 1, got 0 Image is required]
// []
// main.Spec Spec struct 7 1 2
// Replicas int32              int32  exported=true json="replicas"/true offset-ok=[0]
// Image    string             string exported=true json="image,omitempty"/true offset-ok=[1]
// Env      map[string]string  map    exported=true json="env"/true offset-ok=[2]
// Ports    []int              slice  exported=true json="ports"/true offset-ok=[3]
// paused   bool               bool   exported=false json=""/false offset-ok=[4]
// Nested   struct { A int; B int } struct exported=true json=""/false offset-ok=[5]
// Ptr      *main.Spec         ptr    exported=true json=""/false offset-ok=[6]
// Describe true func(main.Spec) string
// 5 busybox false true
// 0 9
// spec
// int/int string/string float64/float64 []int/slice map[string]int/map *main.Spec/ptr nil interface: <nil> false
// func(main.Spec) string/func chan int/chan [2]int/array struct {}/struct 
// false true
// recovered: reflect: reflect.Value.SetInt using unaddressable value
