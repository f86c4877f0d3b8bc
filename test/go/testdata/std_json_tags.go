package main

import (
	"encoding/json"
	"fmt"
)

type Address struct {
	Street string `json:"street"`
	City   string `json:"city,omitempty"`
}

type Base struct {
	ID      int    `json:"id"`
	Created string `json:"created,omitempty"`
}

type Person struct {
	Base
	Name     string            `json:"name"`
	Age      int               `json:"age,omitempty"`
	Email    string            `json:"-"`
	Tags     []string          `json:"tags"`
	Addr     *Address          `json:"address,omitempty"`
	Meta     map[string]string `json:"meta,omitempty"`
	Score    float64           `json:"score"`
	Count    int64             `json:"count,string"`
	private  string
	Html     string
	Any      interface{} `json:"any"`
	Raw      json.RawMessage `json:"raw,omitempty"`
	Bytes    []byte
}

func main() {
	p := Person{Base: Base{ID: 7}, Name: "Ann <&>", Tags: nil, Score: 1e21, Count: 42, private: "x", Html: "a\u2028b\tc\"\\", Any: []int{1, 2}, Bytes: []byte("hi!")}
	b, err := json.Marshal(p)
	fmt.Println(string(b), err)
	b, _ = json.MarshalIndent(p, "", "  ")
	fmt.Println(string(b))
	p.Addr = &Address{Street: "Main"}
	p.Meta = map[string]string{"z": "1", "a": "2"}
	p.Raw = json.RawMessage(`{"k": [1, 2]}`)
	b, _ = json.MarshalIndent(p, ">", "\t")
	fmt.Println(string(b))
	var q Person
	err = json.Unmarshal(b[0:0], &q)
	fmt.Println(err)
	err = json.Unmarshal([]byte(`{"id": 3, "NAME": "bob", "age": 30, "address": {"street": "S", "city": "C"}, "tags": ["x"], "count": "12", "any": {"a": [true, null, 1.5]}, "Bytes": "aGkh"}`), &q)
	fmt.Println(err)
	q.Addr = nil
	fmt.Printf("%+v %s\n", q, q.Bytes)
	fmt.Println(json.Valid([]byte(`{}`)), json.Valid([]byte(`{`)))
	fl, _ := json.Marshal([]float64{0, 1.5, 1e-7, 123456789, 3.0, -0.000001})
	fmt.Println(string(fl))
	e, _ := json.Marshal(map[int]bool{3: true, 10: false, 1: true})
	fmt.Println(string(e))
	var empty []int
	x, _ := json.Marshal(struct {
		A []int
		B []int
		C map[string]int
		D *int
		E interface{}
	}{empty, []int{}, nil, nil, nil})
	fmt.Println(string(x))
}

// Output:
// {"id":7,"name":"Ann \u003c\u0026\u003e","tags":null,"score":1e+21,"count":"42","Html":"a\u2028b\tc\"\\","any":[1,2],"Bytes":"aGkh"} <nil>
// {
//   "id": 7,
//   "name": "Ann \u003c\u0026\u003e",
//   "tags": null,
//   "score": 1e+21,
//   "count": "42",
//   "Html": "a\u2028b\tc\"\\",
//   "any": [
//     1,
//     2
//   ],
//   "Bytes": "aGkh"
// }
// {
// >	"id": 7,
// >	"name": "Ann \u003c\u0026\u003e",
// >	"tags": null,
// >	"address": {
// >		"street": "Main"
// >	},
// >	"meta": {
// >		"a": "2",
// >		"z": "1"
// >	},
// >	"score": 1e+21,
// >	"count": "42",
// >	"Html": "a\u2028b\tc\"\\",
// >	"any": [
// >		1,
// >		2
// >	],
// >	"raw": {
// >		"k": [
// >			1,
// >			2
// >		]
// >	},
// >	"Bytes": "aGkh"
// >}
// unexpected end of JSON input
// <nil>
// {Base:{ID:3 Created:} Name:bob Age:30 Email: Tags:[x] Addr:<nil> Meta:map[] Score:0 Count:12 private: Html: Any:map[a:[true <nil> 1.5]] Raw:[] Bytes:[104 105 33]} hi!
// true false
// [0,1.5,1e-7,123456789,3,-0.000001]
// {"1":true,"10":false,"3":true}
// {"A":null,"B":[],"C":null,"D":null,"E":null}
