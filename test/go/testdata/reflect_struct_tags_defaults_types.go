package main

import (
	"fmt"
	"reflect"
	"strings"
)

type Config struct {
	Name    string            `json:"name" env:"APP_NAME" default:"app"`
	Port    int               `json:"port,omitempty" env:"PORT" default:"8080"`
	Debug   bool              `env:"DEBUG"`
	Tags    []string          `json:"tags"`
	Limits  map[string]int    `json:"-"`
	Timeout float64           `default:"1.5"`
	inner   int
	Nested  struct{ A, B int } `json:"nested"`
	Fn      func(int, ...string) (bool, error)
	Ch      <-chan []*int
	Arr     [2]map[string]any
}

func describe(v any) {
	t := reflect.TypeOf(v)
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	fmt.Printf("%s (%s, %d fields)\n", t, t.Kind(), t.NumField())
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		def, hasDef := f.Tag.Lookup("default")
		fmt.Printf("  %-8s %-36s exported=%-5v json=%q default=%q/%v\n", f.Name, f.Type, f.IsExported(), f.Tag.Get("json"), def, hasDef)
	}
}

func applyDefaults(p any) error {
	v := reflect.ValueOf(p)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return fmt.Errorf("applyDefaults: want pointer to struct, got %T", p)
	}
	v = v.Elem()
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		def, ok := t.Field(i).Tag.Lookup("default")
		if !ok {
			continue
		}
		f := v.Field(i)
		if !f.IsZero() {
			continue
		}
		switch f.Kind() {
		case reflect.String:
			f.SetString(def)
		case reflect.Int:
			var n int64
			fmt.Sscan(def, &n)
			f.SetInt(n)
		case reflect.Float64:
			var x float64
			fmt.Sscan(def, &x)
			f.SetFloat(x)
		}
	}
	return nil
}

func main() {
	describe(Config{})
	c := Config{Port: 9000}
	fmt.Println(applyDefaults(&c), c.Name, c.Port, c.Timeout)
	fmt.Println(applyDefaults(c))
	fmt.Println(applyDefaults(new(int)))
	v := reflect.ValueOf(&c).Elem()
	fmt.Println(v.FieldByName("inner").CanSet(), v.FieldByName("Name").CanSet(), v.FieldByName("Nope").IsValid())
	fmt.Println(reflect.TypeOf(c.Fn), reflect.TypeOf(c.Ch), reflect.TypeOf(c.Arr), reflect.TypeOf(c.Nested))
	fmt.Println(reflect.DeepEqual([]int{}, []int(nil)), reflect.DeepEqual(map[string][]int{"a": {1}}, map[string][]int{"a": {1}}))
	m := reflect.ValueOf(map[string]int{"b": 2, "a": 1})
	keys := m.MapKeys()
	var ks []string
	for _, k := range keys {
		ks = append(ks, k.String())
	}
	fmt.Println(len(ks), strings.Contains(strings.Join(ks, ""), "a"))
	fn := reflect.ValueOf(strings.Repeat)
	out := fn.Call([]reflect.Value{reflect.ValueOf("ab"), reflect.ValueOf(3)})
	fmt.Println(out[0], fn.Type(), fn.Type().NumIn(), fn.Type().In(1))
	defer func() { fmt.Println("recovered:", recover()) }()
	reflect.ValueOf(c).Field(0).SetString("x")
}

// Output:
// main.Config (struct, 11 fields)
//   Name     string                               exported=true  json="name" default="app"/true
//   Port     int                                  exported=true  json="port,omitempty" default="8080"/true
//   Debug    bool                                 exported=true  json="" default=""/false
//   Tags     []string                             exported=true  json="tags" default=""/false
//   Limits   map[string]int                       exported=true  json="-" default=""/false
//   Timeout  float64                              exported=true  json="" default="1.5"/true
//   inner    int                                  exported=false json="" default=""/false
//   Nested   struct { A int; B int }              exported=true  json="nested" default=""/false
//   Fn       func(int, ...string) (bool, error)   exported=true  json="" default=""/false
//   Ch       <-chan []*int                        exported=true  json="" default=""/false
//   Arr      [2]map[string]interface {}           exported=true  json="" default=""/false
// <nil> app 9000 1.5
// applyDefaults: want pointer to struct, got main.Config
// applyDefaults: want pointer to struct, got *int
// false true false
// func(int, ...string) (bool, error) <-chan []*int [2]map[string]interface {} struct { A int; B int }
// false true
// 2 true
// ababab func(string, int) string 2 int
// recovered: reflect: reflect.Value.SetString using unaddressable value
