package main

import (
	"encoding/json"
	"fmt"
	"strings"
)

type Animal interface{ Sound() string }

type Dog struct {
	Name string `json:"name"`
}

func (d Dog) Sound() string { return "woof" }

type Embedded struct {
	Inner
	*Ptr
	Own   string `json:"own"`
	Dup   string `json:"dup"`
	Inner2 `json:"inner2"`
}

type Inner struct {
	A   int    `json:"a"`
	Dup string `json:"dup"`
}

type Inner2 struct{ Z int }

type Ptr struct {
	P string `json:"p,omitempty"`
}

type Key struct{ A, B int }

func (k Key) MarshalText() ([]byte, error) { return []byte(fmt.Sprintf("%d-%d", k.A, k.B)), nil }

func (k *Key) UnmarshalText(b []byte) error {
	_, err := fmt.Sscanf(string(b), "%d-%d", &k.A, &k.B)
	return err
}

type Opt struct {
	I  int               `json:",omitempty"`
	F  float64           `json:",omitempty"`
	S  []int             `json:",omitempty"`
	M  map[string]int    `json:",omitempty"`
	P  *int              `json:",omitempty"`
	St struct{ X int }   `json:",omitempty"`
	A  [0]int            `json:",omitempty"`
	B  bool              `json:"b,omitempty"`
	If interface{}       `json:",omitempty"`
	Dash string          `json:"-,"`
}

func main() {
	zoo := map[string]Animal{"rex": Dog{"Rex"}}
	b, _ := json.Marshal(zoo)
	fmt.Println(string(b))
	e := Embedded{Inner: Inner{1, "inner"}, Own: "o", Dup: "outer", Inner2: Inner2{5}}
	b, _ = json.Marshal(e)
	fmt.Println(string(b))
	e.Ptr = &Ptr{"pp"}
	b, _ = json.Marshal(e)
	fmt.Println(string(b))
	var e2 Embedded
	err := json.Unmarshal([]byte(`{"a":7,"p":"x","own":"y","dup":"d","inner2":{"Z":3}}`), &e2)
	fmt.Println(err, e2.A, e2.Ptr.P, e2.Own, e2.Dup, e2.Inner.Dup, e2.Z)
	km := map[Key]string{{1, 2}: "a", {0, 5}: "b"}
	b, err = json.Marshal(km)
	fmt.Println(string(b), err)
	var km2 map[Key]string
	fmt.Println(json.Unmarshal(b, &km2), km2[Key{1, 2}])
	b, _ = json.Marshal(Opt{})
	fmt.Println(string(b))
	b, _ = json.Marshal(Opt{I: 1, S: []int{}, M: map[string]int{}, If: 0, Dash: "d"})
	fmt.Println(string(b))
	var anyv interface{}
	json.Unmarshal([]byte(`[{"a":[1,"x",{"b":null}]}, 2.50, "s", true, null]`), &anyv)
	fmt.Printf("%v %T\n", anyv, anyv.([]interface{})[1])
	out, _ := json.Marshal(anyv)
	fmt.Println(string(out))
	var s struct {
		Big   int64   `json:"big"`
		F32   float32 `json:"f32"`
		U8    uint8   `json:"u8"`
		Str   string  `json:"str"`
		Bytes []byte  `json:"bytes"`
	}
	err = json.Unmarshal([]byte(`{"big": 9007199254740993, "f32": 0.1, "u8": 255, "str": "\u00e9\n\ud83d\ude00", "bytes": null}`), &s)
	fmt.Println(err, s.Big, s.F32, s.U8, s.Str, s.Bytes == nil)
	b, _ = json.Marshal(s)
	fmt.Println(string(b))
	dec := json.NewDecoder(strings.NewReader(`{"a":1}{"a":2}[`))
	for {
		var m map[string]int
		if err := dec.Decode(&m); err != nil {
			fmt.Println("stop:", err)
			break
		}
		fmt.Println(m)
	}
	var ptrs struct{ P *struct{ V int } }
	json.Unmarshal([]byte(`{"P":{"V":3}}`), &ptrs)
	fmt.Println(ptrs.P.V)
	json.Unmarshal([]byte(`{"P":null}`), &ptrs)
	fmt.Println(ptrs.P == nil)
	var arr []string
	json.Unmarshal([]byte(`[]`), &arr)
	fmt.Println(arr == nil, len(arr))
	var m3 map[string]interface{}
	json.Unmarshal([]byte(`{"x": {"y": [1, 2]}}`), &m3)
	x := m3["x"].(map[string]interface{})["y"].([]interface{})
	fmt.Println(x[1].(float64) + 1)
}

// Output:
// {"rex":{"name":"Rex"}}
// {"a":1,"own":"o","dup":"outer","inner2":{"Z":5}}
// {"a":1,"p":"pp","own":"o","dup":"outer","inner2":{"Z":5}}
// <nil> 7 x y d  3
// {"0-5":"b","1-2":"a"} <nil>
// <nil> a
// {"St":{"X":0},"-":""}
// {"I":1,"St":{"X":0},"If":0,"-":"d"}
// [map[a:[1 x map[b:<nil>]]] 2.5 s true <nil>] float64
// [{"a":[1,"x",{"b":null}]},2.5,"s",true,null]
// <nil> 9007199254740993 0.1 255 é
// 😀 true
// {"big":9007199254740993,"f32":0.1,"u8":255,"str":"é\n😀","bytes":null}
// map[a:1]
// map[a:2]
// stop: unexpected EOF
// 3
// true
// false 0
// 3
