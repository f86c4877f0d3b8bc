package main

import (
	"encoding/json"
	"fmt"
	"reflect"
)

func main() {
	t := reflect.StructOf([]reflect.StructField{
		{Name: "Name", Type: reflect.TypeOf(""), Tag: `json:"name"`},
		{Name: "Replicas", Type: reflect.TypeOf(int32(0)), Tag: `json:"replicas,omitempty"`},
		{Name: "Ports", Type: reflect.ArrayOf(2, reflect.TypeOf(uint16(0))), Tag: `json:"ports"`},
		{Name: "secret", PkgPath: "main", Type: reflect.TypeOf(true)},
	})
	fmt.Println(t)
	fmt.Println(t.NumField(), t.Size(), t.Align(), t.Field(2).Type, t.Field(2).Type.Len(), t.Field(3).PkgPath)
	v := reflect.New(t).Elem()
	v.Field(0).SetString("web")
	v.FieldByName("Replicas").SetInt(3)
	v.Field(2).Index(1).SetUint(8080)
	fmt.Printf("%+v\n", v.Interface())
	b, err := json.Marshal(v.Addr().Interface())
	fmt.Println(string(b), err)
	p := reflect.New(t)
	err = json.Unmarshal([]byte(`{"name":"db","ports":[5432,1]}`), p.Interface())
	fmt.Printf("%+v %v\n", p.Elem().Interface(), err)
	at := reflect.ArrayOf(3, reflect.TypeOf(""))
	a := reflect.New(at).Elem()
	a.Index(0).SetString("x")
	arr := a.Interface().([3]string)
	fmt.Printf("%q %v %v\n", arr, at, at == reflect.TypeOf([3]string{}))
	same := reflect.StructOf([]reflect.StructField{{Name: "A", Type: reflect.TypeOf(0)}})
	fmt.Println(same == reflect.TypeOf(struct{ A int }{}), reflect.Zero(same).Interface())
	for i, fields := range [][]reflect.StructField{
		{{Name: "", Type: reflect.TypeOf(0)}},
		{{Name: "1x", Type: reflect.TypeOf(0)}},
		{{Name: "A"}},
		{{Name: "low", Type: reflect.TypeOf(0)}},
		{{Name: "A", Type: reflect.TypeOf(0)}, {Name: "A", Type: reflect.TypeOf("")}},
		{{Name: "A", Type: reflect.TypeOf(0), Anonymous: true, PkgPath: "main"}},
	} {
		func() {
			defer func() { fmt.Println(i, recover()) }()
			reflect.StructOf(fields)
		}()
	}
	defer func() { fmt.Println(recover()) }()
	reflect.ArrayOf(-1, at)
}

// Output:
// struct { Name string "json:\"name\""; Replicas int32 "json:\"replicas,omitempty\""; Ports [2]uint16 "json:\"ports\""; secret bool }
// 4 32 8 [2]uint16 2 main
// {Name:web Replicas:3 Ports:[0 8080] secret:false}
// {"name":"web","replicas":3,"ports":[0,8080]} <nil>
// {Name:db Replicas:0 Ports:[5432 1] secret:false} <nil>
// ["x" "" ""] [3]string true
// true {0}
// 0 reflect.StructOf: field 0 has no name
// 1 reflect.StructOf: field 0 has invalid name
// 2 reflect.StructOf: field 0 has no type
// 3 reflect.StructOf: field "low" is unexported but missing PkgPath
// 4 reflect.StructOf: duplicate field A
// 5 reflect.StructOf: field "A" is anonymous but has PkgPath set
// reflect: negative length passed to ArrayOf
