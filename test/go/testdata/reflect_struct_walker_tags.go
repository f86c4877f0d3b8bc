package main

import (
	"fmt"
	"reflect"
	"strings"
)

type Address struct {
	Street string `validate:"required"`
	Zip    string `validate:"len=5"`
}

type User struct {
	Name    string   `json:"name" validate:"required"`
	Age     int      `validate:"min=18"`
	Emails  []string `validate:"required"`
	Addr    *Address
	private int
	Meta    map[string]any
}

func validate(v any, path string) []string {
	var problems []string
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Pointer {
		if rv.IsNil() {
			return nil
		}
		rv = rv.Elem()
	}
	rt := rv.Type()
	for i := 0; i < rt.NumField(); i++ {
		f := rt.Field(i)
		fv := rv.Field(i)
		name := path + f.Name
		if !f.IsExported() {
			problems = append(problems, name+": unexported, skipped")
			continue
		}
		tag := f.Tag.Get("validate")
		switch {
		case tag == "required" && fv.IsZero():
			problems = append(problems, name+": required")
		case strings.HasPrefix(tag, "min="):
			var min int64
			fmt.Sscanf(tag, "min=%d", &min)
			if fv.Int() < min {
				problems = append(problems, fmt.Sprintf("%s: %d < %d", name, fv.Int(), min))
			}
		case strings.HasPrefix(tag, "len="):
			if fv.Len() != 5 {
				problems = append(problems, fmt.Sprintf("%s: len %d", name, fv.Len()))
			}
		}
		if f.Type.Kind() == reflect.Pointer && f.Type.Elem().Kind() == reflect.Struct {
			problems = append(problems, validate(fv.Interface(), name+".")...)
		}
	}
	return problems
}

func main() {
	u := User{Age: 16, Addr: &Address{Zip: "123"}, Meta: map[string]any{"k": 1}}
	for _, p := range validate(&u, "") {
		fmt.Println(p)
	}
	t := reflect.TypeOf(u)
	f, _ := t.FieldByName("Name")
	fmt.Println(f.Tag, f.Tag.Get("json"), f.Index, f.Type, t.Kind(), t.NumField(), t.String(), t.Name(), t.PkgPath())
	v := reflect.ValueOf(&u).Elem()
	v.FieldByName("Name").SetString("Zed")
	v.Field(1).SetInt(40)
	v.FieldByName("Emails").Set(reflect.Append(v.FieldByName("Emails"), reflect.ValueOf("z@x")))
	fmt.Printf("%+v\n", u.Emails)
	fmt.Println(u.Name, u.Age, v.FieldByName("private").CanSet(), v.FieldByName("Nope").IsValid())
	m := reflect.ValueOf(u.Meta)
	for _, k := range m.MapKeys() {
		fmt.Println(k, m.MapIndex(k), m.MapIndex(k).Elem().Kind())
	}
	fn := reflect.ValueOf(strings.Repeat)
	out := fn.Call([]reflect.Value{reflect.ValueOf("ab"), reflect.ValueOf(3)})
	fmt.Println(out[0], fn.Type(), fn.Type().NumIn(), fn.Type().Out(0))
	defer func() { fmt.Println("recovered:", recover()) }()
	v.FieldByName("private").SetInt(1)
}

// Output:
// Name: required
// Age: 16 < 18
// Emails: required
// Addr.Street: required
// Addr.Zip: len 3
// private: unexported, skipped
// json:"name" validate:"required" name [0] string struct 6 main.User User main
// [z@x]
// Zed 40 false false
// k 1 int
// ababab func(string, int) string 2 string
// recovered: reflect: reflect.Value.SetInt using value obtained using unexported field
