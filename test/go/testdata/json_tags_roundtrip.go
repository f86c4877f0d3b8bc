package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

type Address struct {
	Street string `json:"street"`
	City   string `json:"city,omitempty"`
}

type Person struct {
	Name     string            `json:"name"`
	Age      int               `json:"age,omitempty"`
	Email    string            `json:"-"`
	Dash     string            `json:"-,"`
	Addr     *Address          `json:"address,omitempty"`
	Tags     []string          `json:"tags"`
	Labels   map[string]string `json:"labels,omitempty"`
	Score    float64           `json:"score,string"`
	internal int
	Embedded
	Raw json.RawMessage `json:"raw,omitempty"`
}

type Embedded struct {
	Kind    string `json:"kind"`
	Version int
}

type Status int

func (s Status) MarshalJSON() ([]byte, error) {
	return json.Marshal(map[int]string{0: "pending", 1: "ready"}[int(s)])
}

func (s *Status) UnmarshalJSON(b []byte) error {
	var str string
	if err := json.Unmarshal(b, &str); err != nil {
		return err
	}
	switch str {
	case "pending":
		*s = 0
	case "ready":
		*s = 1
	default:
		return fmt.Errorf("bad status %q", str)
	}
	return nil
}

func main() {
	p := Person{Name: "Ann", Email: "a@x", Dash: "d", Tags: nil, Labels: map[string]string{"b": "2", "a": "1"}, Score: 9.5, internal: 1, Embedded: Embedded{"human", 2}}
	b, _ := json.Marshal(p)
	fmt.Println(string(b))
	b, _ = json.MarshalIndent(map[string]any{"z": 1, "a": []any{true, nil, 1.5, "s<>&"}, "m": map[string]int{}}, "", "  ")
	fmt.Println(string(b))
	var q Person
	err := json.Unmarshal([]byte(`{"name":"Bob","age":41,"address":{"street":"Main"},"tags":["x","y"],"score":"3.25","kind":"k","Version":7,"raw":{"a": [1, 2]},"extra":true}`), &q)
	fmt.Printf("%v %+v %v\n", err, *q.Addr, q.Tags)
	fmt.Println(q.Name, q.Age, q.Score, q.Kind, q.Version, string(q.Raw))
	var anyv any
	json.Unmarshal([]byte(`{"n": 12, "f": 1.5, "l": [1, "two"], "o": {"k": null}}`), &anyv)
	m := anyv.(map[string]any)
	fmt.Printf("%T %T %T %v\n", m["n"], m["l"], m["o"], m["o"])
	var st []Status
	err = json.Unmarshal([]byte(`["ready","pending"]`), &st)
	fmt.Println(st, err)
	out, _ := json.Marshal(st)
	fmt.Println(string(out))
	err = json.Unmarshal([]byte(`["gone"]`), &st)
	fmt.Println(err)
	err = json.Unmarshal([]byte(`{"name": 5}`), &q)
	fmt.Println(err)
	err = json.Unmarshal([]byte(`{"name": "x",}`), &q)
	fmt.Println(err)
	var n int
	fmt.Println(json.Unmarshal([]byte(`3.5`), &n))
	dec := json.NewDecoder(strings.NewReader(`{"street":"a"} {"street":"b","city":"c"}`))
	for dec.More() {
		var a Address
		if err := dec.Decode(&a); err != nil {
			fmt.Println(err)
			break
		}
		fmt.Printf("%+v\n", a)
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent(">", "\t")
	enc.Encode(Address{"s", "c"})
	d := json.NewDecoder(strings.NewReader(`{"street":"a","zip":1}`))
	d.DisallowUnknownFields()
	var a Address
	fmt.Println(d.Decode(&a))
}

// Output:
// {"name":"Ann","-":"d","tags":null,"labels":{"a":"1","b":"2"},"score":"9.5","kind":"human","Version":2}
// {
//   "a": [
//     true,
//     null,
//     1.5,
//     "s\u003c\u003e\u0026"
//   ],
//   "m": {},
//   "z": 1
// }
// <nil> {Street:Main City:} [x y]
// Bob 41 3.25 k 7 {"a": [1, 2]}
// float64 []interface {} map[string]interface {} map[k:<nil>]
// [1 0] <nil>
// ["ready","pending"]
// bad status "gone"
// json: cannot unmarshal number into Go struct field Person.name of type string
// invalid character '}' looking for beginning of object key string
// json: cannot unmarshal number 3.5 into Go value of type int
// {Street:a City:}
// {Street:b City:c}
// {
// >	"street": "s",
// >	"city": "c"
// >}
// json: unknown field "zip"
