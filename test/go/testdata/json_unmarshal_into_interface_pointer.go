package main

import (
	"encoding/json"
	"fmt"
)

type Settings struct {
	Name string `json:"name"`
	Port int    `json:"port"`
}

func main() {
	// An interface holding a non-nil pointer is decoded through the pointer (decode.go indirect).
	var s Settings
	var obj interface{} = &s
	err := json.Unmarshal([]byte(`{"name":"web","port":8080}`), &obj)
	fmt.Printf("%+v %T %v\n", s, obj, err)

	// null leaves the pointer in place (it points at a struct, not at a pointer).
	err = json.Unmarshal([]byte(`null`), &obj)
	fmt.Printf("%+v %T %v\n", s, obj, err)

	// A pointer to a pointer: null is stored through it.
	p := &s
	var pp interface{} = &p
	err = json.Unmarshal([]byte(`null`), &pp)
	fmt.Println(p == nil, pp != nil, err)

	// A non-pointer value in the interface is replaced by the decoded map.
	var v interface{} = s
	err = json.Unmarshal([]byte(`{"name":"x"}`), &v)
	fmt.Printf("%T %v %v\n", v, v, err)

	// A nil pointer in the interface is replaced too.
	var np *Settings
	var w interface{} = np
	err = json.Unmarshal([]byte(`{"name":"y"}`), &w)
	fmt.Printf("%T %v\n", w, err)

	// Through a Decoder, with an error on the way.
	var t Settings
	var o interface{} = &t
	err = json.Unmarshal([]byte(`{"name":"z","port":"many"}`), &o)
	fmt.Printf("%+v %v\n", t, err)
}

// Output:
// {Name:web Port:8080} *main.Settings <nil>
// {Name:web Port:8080} <nil> <nil>
// true true <nil>
// map[string]interface {} map[name:x] <nil>
// map[string]interface {} <nil>
// {Name:z Port:0} json: cannot unmarshal string into Go struct field Settings.port of type int
