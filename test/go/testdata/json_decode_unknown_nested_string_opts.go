package main

import (
	"encoding/json"
	"fmt"
	"strings"
)

type Meta struct {
	Name   string            `json:"name"`
	Labels map[string]string `json:"labels,omitempty"`
}

type Inner struct{ Deep int }

type Obj struct {
	*Meta `json:"metadata"`
	Spec  struct {
		Size  int    `json:"size"`
		Inner *Inner `json:"inner"`
	} `json:"spec"`
	Any   any            `json:"any"`
	Iface fmt.Stringer   `json:"iface"`
	Arr   [2]int         `json:"arr"`
	M     map[int64]bool `json:"m"`
}

func main() {
	dec := json.NewDecoder(strings.NewReader(`{"metadata":{"name":"x","bogus":1}}`))
	dec.DisallowUnknownFields()
	var o Obj
	fmt.Println(dec.Decode(&o))
	dec = json.NewDecoder(strings.NewReader(`{"spec":{"inner":{"Deep":1,"Deeper":2}}}`))
	dec.DisallowUnknownFields()
	fmt.Println(dec.Decode(&o))
	var o2 Obj
	err := json.Unmarshal([]byte(`{"metadata":{"name":"n","labels":{"a":"b"}},"spec":{"size":3,"inner":{"Deep":4}},"any":{"x":[1,"2",true,null]},"arr":[9],"m":{"-5":true}}`), &o2)
	fmt.Println(err, o2.Meta.Name, o2.Labels, o2.Spec.Size, o2.Spec.Inner.Deep, o2.Any, o2.Arr, o2.M)
	fmt.Println(json.Unmarshal([]byte(`{"iface":"x"}`), &o2))
	fmt.Println(json.Unmarshal([]byte(`{"m":{"x":true}}`), &o2))
	fmt.Println(json.Unmarshal([]byte(`{"arr":[1,2,3]}`), &o2), o2.Arr)
	fmt.Println(json.Unmarshal([]byte(`{"spec":{"size":1.5}}`), &o2))
	fmt.Println(json.Unmarshal([]byte(`{"spec":{"size":"1"}}`), &o2))
	fmt.Println(json.Unmarshal([]byte(`{"metadata":"str"}`), &o2))
	fmt.Println(json.Unmarshal([]byte(`[1,2]`), &o2))
	var nilp *Obj
	fmt.Println(json.Unmarshal([]byte(`{}`), nilp))
	fmt.Println(json.Unmarshal([]byte(`{}`), o2))
	b, err := json.Marshal(Obj{})
	fmt.Println(string(b), err)
	b, err = json.Marshal(map[string]any{"ch": make(chan int)})
	fmt.Println(string(b), err)
	type Cyc struct{ Self *Cyc }
	c := &Cyc{}
	c.Self = c
	_, err = json.Marshal(c)
	fmt.Println(err)
	var x struct {
		A int `json:"a,string"`
		B bool `json:",string"`
		C string `json:"c,string"`
	}
	fmt.Println(json.Unmarshal([]byte(`{"a":"12","B":"true","c":"\"q\""}`), &x), x)
	fmt.Println(json.Unmarshal([]byte(`{"a":12}`), &x))
	fmt.Println(json.Unmarshal([]byte(`{"a":"x"}`), &x))
	b, _ = json.Marshal(x)
	fmt.Println(string(b))
}

// Output:
// json: unknown field "bogus"
// json: unknown field "Deeper"
// <nil> n map[a:b] 3 4 map[x:[1 2 true <nil>]] [9 0] map[-5:true]
// json: cannot unmarshal string into Go struct field Obj.iface of type fmt.Stringer
// json: cannot unmarshal number x into Go struct field Obj.m of type int64
// <nil> [1 2]
// json: cannot unmarshal number 1.5 into Go struct field .spec.size of type int
// json: cannot unmarshal string into Go struct field .spec.size of type int
// json: cannot unmarshal string into Go struct field Obj.metadata of type main.Meta
// json: cannot unmarshal array into Go value of type main.Obj
// json: Unmarshal(nil *main.Obj)
// json: Unmarshal(non-pointer main.Obj)
// {"metadata":null,"spec":{"size":0,"inner":null},"any":null,"iface":null,"arr":[0,0],"m":null} <nil>
//  json: unsupported type: chan int
// json: unsupported value: encountered a cycle via *main.Cyc
// <nil> {12 true q}
// json: invalid use of ,string struct tag, trying to unmarshal unquoted value into int
// json: invalid use of ,string struct tag, trying to unmarshal "x" into int
// {"a":"12","B":"true","c":"\"q\""}
