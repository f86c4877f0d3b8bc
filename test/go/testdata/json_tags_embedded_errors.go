package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

type Meta struct {
	Created string `json:"created,omitempty"`
	Version int    `json:"version,string"`
}

type Item struct {
	Meta
	ID       int64             `json:"id,string"`
	Name     string            `json:"name"`
	Price    float64           `json:"price,omitempty"`
	Tags     []string          `json:"tags,omitempty"`
	Attrs    map[string]string `json:"attrs,omitempty"`
	Secret   string            `json:"-"`
	Dash     string            `json:"-,"`
	internal int
	Enabled  bool   `json:",omitempty"`
	Ptr      *int   `json:"ptr"`
	Note     string `json:"note,omitempty,string"`
}

func main() {
	it := Item{Meta: Meta{Version: 3}, ID: 1 << 60, Name: "widget", Secret: "x", Dash: "d", internal: 5, Note: "hi"}
	b, err := json.Marshal(it)
	fmt.Println(string(b), err)
	b, _ = json.MarshalIndent(map[string]any{"b": []int{}, "a": nil, "c": map[string]int{"z": 1}}, ">", "  ")
	fmt.Println(string(b))

	var back Item
	err = json.Unmarshal([]byte(`{"id":"42","version":"7","name":"n","-":"dash","created":"today","extra":1}`), &back)
	fmt.Printf("%+v %v\n", back, err)

	cases := []string{
		`{"id":42}`,
		`{"name":5}`,
		`{"version":"x"}`,
		`{"price":"cheap"}`,
		`{"tags":"a"}`,
		`{"name":"a",}`,
		`{"name":"a"`,
		`[1,2]`,
		`{"ptr":1.5}`,
		``,
		`nul`,
	}
	for _, c := range cases {
		var x Item
		err := json.Unmarshal([]byte(c), &x)
		var te *json.UnmarshalTypeError
		var se *json.SyntaxError
		switch {
		case errors.As(err, &te):
			fmt.Printf("%-20s type error: %v (field %q, offset %d)\n", c, err, te.Field, te.Offset)
		case errors.As(err, &se):
			fmt.Printf("%-20s syntax error: %v (offset %d)\n", c, err, se.Offset)
		default:
			fmt.Printf("%-20s %v\n", c, err)
		}
	}

	dec := json.NewDecoder(strings.NewReader(`{"name":"a","bogus":true}`))
	dec.DisallowUnknownFields()
	var x Item
	fmt.Println(dec.Decode(&x))

	var anyv any
	json.Unmarshal([]byte(`{"n":1e3,"big":12345678901234567890,"arr":[true,null,"s"]}`), &anyv)
	fmt.Printf("%v\n", anyv)
	d2 := json.NewDecoder(strings.NewReader(`{"n":12345678901234567890}`))
	d2.UseNumber()
	var m map[string]any
	d2.Decode(&m)
	fmt.Printf("%v %T\n", m["n"], m["n"])
	fmt.Println(json.Unmarshal([]byte(`{}`), nil))
	var notPtr Item
	fmt.Println(json.Unmarshal([]byte(`{}`), notPtr))
	_, err = json.Marshal(map[string]any{"f": func() {}})
	fmt.Println(err)
	_, err = json.Marshal(make(chan int))
	fmt.Println(err)
}

// Output:
// {"version":"3","id":"1152921504606846976","name":"widget","-":"d","ptr":null,"note":"\"hi\""} <nil>
// {
// >  "a": null,
// >  "b": [],
// >  "c": {
// >    "z": 1
// >  }
// >}
// {Meta:{Created:today Version:7} ID:42 Name:n Price:0 Tags:[] Attrs:map[] Secret: Dash:dash internal:0 Enabled:false Ptr:<nil> Note:} <nil>
// {"id":42}            json: invalid use of ,string struct tag, trying to unmarshal unquoted value into int64
// {"name":5}           type error: json: cannot unmarshal number into Go struct field Item.name of type string (field "name", offset 9)
// {"version":"x"}      json: invalid use of ,string struct tag, trying to unmarshal "x" into int
// {"price":"cheap"}    type error: json: cannot unmarshal string into Go struct field Item.price of type float64 (field "price", offset 16)
// {"tags":"a"}         type error: json: cannot unmarshal string into Go struct field Item.tags of type []string (field "tags", offset 11)
// {"name":"a",}        syntax error: invalid character '}' looking for beginning of object key string (offset 13)
// {"name":"a"          syntax error: unexpected end of JSON input (offset 11)
// [1,2]                type error: json: cannot unmarshal array into Go value of type main.Item (field "", offset 1)
// {"ptr":1.5}          type error: json: cannot unmarshal number 1.5 into Go struct field Item.ptr of type int (field "ptr", offset 10)
//                      syntax error: unexpected end of JSON input (offset 0)
// nul                  syntax error: invalid character ' ' in literal null (expecting 'l') (offset 3)
// json: unknown field "bogus"
// map[arr:[true <nil> s] big:1.2345678901234567e+19 n:1000]
// 12345678901234567890 json.Number
// json: Unmarshal(nil)
// json: Unmarshal(non-pointer main.Item)
// json: unsupported type: func()
// json: unsupported type: chan int
