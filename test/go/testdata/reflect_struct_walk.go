package main

import (
	"fmt"
	"reflect"
	"strings"
)

type Address struct {
	City string `json:"city" validate:"required"`
	Zip  string `json:"zip,omitempty"`
}

type User struct {
	Name    string            `json:"name" validate:"required"`
	Age     int               `json:"age" validate:"min=18"`
	Email   *string           `json:"email"`
	Address Address           `json:"address"`
	Tags    []string          `json:"tags"`
	Meta    map[string]string `json:"-"`
	secret  string
}

func (u User) Greeting() string  { return "hi " + u.Name }
func (u *User) SetName(n string) { u.Name = n }

func validate(v any) []string {
	var errs []string
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Pointer {
		rv = rv.Elem()
	}
	rt := rv.Type()
	for i := 0; i < rt.NumField(); i++ {
		f := rt.Field(i)
		fv := rv.Field(i)
		tag := f.Tag.Get("validate")
		switch {
		case tag == "required" && fv.IsZero():
			errs = append(errs, f.Name+" is required")
		case strings.HasPrefix(tag, "min="):
			var min int64
			fmt.Sscanf(tag, "min=%d", &min)
			if fv.Int() < min {
				errs = append(errs, fmt.Sprintf("%s must be >= %d, got %d", f.Name, min, fv.Int()))
			}
		case f.Type.Kind() == reflect.Struct:
			for _, e := range validate(fv.Interface()) {
				errs = append(errs, f.Name+"."+e)
			}
		}
	}
	return errs
}

func main() {
	u := User{Name: "", Age: 16, Tags: []string{"x"}}
	fmt.Println(validate(u))
	fmt.Println(validate(&User{Name: "Bo", Age: 30, Address: Address{City: "Oslo"}}))

	t := reflect.TypeOf(u)
	fmt.Println(t.Name(), t.Kind(), t.NumField(), t.NumMethod(), reflect.PointerTo(t).NumMethod())
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		fmt.Printf("%-8s %-18v json=%-16q exported=%v\n", f.Name, f.Type, f.Tag.Get("json"), f.IsExported())
	}
	v := reflect.ValueOf(&u).Elem()
	v.FieldByName("Name").SetString("Zed")
	v.Field(1).SetInt(40)
	fmt.Println(u.Name, u.Age, v.FieldByName("secret").CanSet(), v.FieldByName("Nope").IsValid())
	m := reflect.ValueOf(u).MethodByName("Greeting")
	fmt.Println(m.Call(nil)[0])
	reflect.ValueOf(&u).MethodByName("SetName").Call([]reflect.Value{reflect.ValueOf("Kim")})
	fmt.Println(u.Name)
	for _, x := range []any{1, "s", 2.5, []int{}, map[string]int{}, &u, nil, User{}, make(chan int), fmt.Println} {
		if x == nil {
			fmt.Println("nil interface")
			continue
		}
		fmt.Print(reflect.TypeOf(x).Kind(), " ")
	}
	fmt.Println()
	fmt.Println(reflect.DeepEqual([]int{1}, []int{1}), reflect.DeepEqual(map[string][]int{"a": {1}}, map[string][]int{"a": {2}}))
	defer func() { fmt.Println("recovered:", recover()) }()
	reflect.ValueOf(u).Field(0).SetString("x")
}

// Output:
// [Name is required Age must be >= 18, got 16 Address.City is required]
// []
// User struct 7 1 2
// Name     string             json="name"           exported=true
// Age      int                json="age"            exported=true
// Email    *string            json="email"          exported=true
// Address  main.Address       json="address"        exported=true
// Tags     []string           json="tags"           exported=true
// Meta     map[string]string  json="-"              exported=true
// secret   string             json=""               exported=false
// Zed 40 false false
// hi Zed
// Kim
// int string float64 slice map ptr nil interface
// struct chan func 
// true false
// recovered: reflect: reflect.Value.SetString using unaddressable value
