package main

import (
	"fmt"
	"reflect"
	"strings"
)

type Spec struct {
	Name     string            `json:"name" validate:"required"`
	Replicas int32             `json:"replicas,omitempty" validate:"min=1,max=10"`
	Labels   map[string]string `json:"labels"`
	internal bool
	Nested   struct {
		Port int `json:"port"`
	} `json:"nested"`
	Ptr *Spec
}

func (s Spec) Hello(greet string) string { return greet + " " + s.Name }
func (s *Spec) Scale(n int32)            { s.Replicas = n }

func validate(v any) []string {
	var errs []string
	rv := reflect.ValueOf(v)
	rt := rv.Type()
	for i := 0; i < rt.NumField(); i++ {
		f := rt.Field(i)
		tag := f.Tag.Get("validate")
		if tag == "" {
			continue
		}
		fv := rv.Field(i)
		for _, rule := range strings.Split(tag, ",") {
			switch {
			case rule == "required" && fv.IsZero():
				errs = append(errs, f.Name+" is required")
			case strings.HasPrefix(rule, "min="):
				var n int64
				fmt.Sscanf(rule, "min=%d", &n)
				if fv.Int() < n {
					errs = append(errs, fmt.Sprintf("%s must be >= %d (got %v)", f.Name, n, fv.Interface()))
				}
			}
		}
	}
	return errs
}

func main() {
	s := Spec{Replicas: 0}
	fmt.Println(validate(s))
	t := reflect.TypeOf(s)
	fmt.Println(t, t.Kind(), t.NumField(), t.NumMethod(), reflect.PointerTo(t).NumMethod())
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		j, ok := f.Tag.Lookup("json")
		fmt.Printf("%-8s %-18v exported=%-5t json=%q,%t offset=%d\n", f.Name, f.Type, f.IsExported(), j, ok, f.Offset)
	}
	m, _ := reflect.TypeOf(&s).MethodByName("Scale")
	fmt.Println(m.Name, m.Type, m.Index)
	out := reflect.ValueOf(s).MethodByName("Hello").Call([]reflect.Value{reflect.ValueOf("hi")})
	fmt.Println(out[0], out[0].Kind())
	pv := reflect.ValueOf(&s).Elem()
	pv.FieldByName("Name").SetString("set-by-reflect")
	pv.Field(1).SetInt(4)
	fmt.Printf("%+v\n", s)
	fmt.Println(pv.FieldByName("internal").CanSet(), pv.FieldByName("Name").CanSet(), reflect.ValueOf(s).Field(0).CanSet())
	defer func() { fmt.Println("recovered:", recover()) }()
	reflect.ValueOf(s).Field(0).SetString("x")
}

// Output:
// [Name is required Replicas must be >= 1 (got 0)]
// main.Spec struct 6 1 2
// Name     string             exported=true  json="name",true offset=0
// Replicas int32              exported=true  json="replicas,omitempty",true offset=16
// Labels   map[string]string  exported=true  json="labels",true offset=24
// internal bool               exported=false json="",false offset=32
// Nested   struct { Port int "json:\"port\"" } exported=true  json="nested",true offset=40
// Ptr      *main.Spec         exported=true  json="",false offset=48
// Scale func(*main.Spec, int32) 1
// hi  string
// {Name:set-by-reflect Replicas:4 Labels:map[] internal:false Nested:{Port:0} Ptr:<nil>}
// false true false
// recovered: reflect: reflect.Value.SetString using unaddressable value
