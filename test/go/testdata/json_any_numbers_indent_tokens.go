package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	var v map[string]any
	err := json.Unmarshal([]byte(`{"int":1000000,"big":12345678901234567890,"neg":-0.0,"exp":1e-7,"f":3.14,"arr":[],"obj":{},"s":"\u00e9\n","n":null,"t":true}`), &v)
	fmt.Println(err)
	fmt.Println(v)
	for _, k := range []string{"int", "big", "neg", "exp", "f"} {
		fmt.Printf("%s: %v %T %s\n", k, v[k], v[k], func() string { b, _ := json.Marshal(v[k]); return string(b) }())
	}
	out, _ := json.MarshalIndent(v, "", "  ")
	fmt.Println(string(out))
	out, _ = json.MarshalIndent(map[string]any{"empty": map[string]int{}, "list": []string{}, "nested": []any{[]any{}, map[string]any{"a": []int{1}}}}, "", "\t")
	fmt.Println(string(out))
	var buf bytes.Buffer
	fmt.Println(json.Indent(&buf, []byte(`{"a":[1,2,{"b":null}],"c":"x"}`), "# ", " "), buf.String())
	buf.Reset()
	fmt.Println(json.Compact(&buf, []byte("{ \"a\" : [ 1 , 2 ] }")), buf.String())
	fmt.Println(json.Compact(&buf, []byte(`{"a":}`)))
	fmt.Println(json.Valid([]byte(`{"a":1}`)), json.Valid([]byte(`{a:1}`)), json.Valid([]byte(` 1 `)))
	dec := json.NewDecoder(strings.NewReader(`{"items":[{"name":"a","n":1.50},{"name":"b","n":2}],"ok":true}`))
	dec.UseNumber()
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Println("err", err)
			break
		}
		fmt.Printf("%T %v more=%v\n", tok, tok, dec.More())
	}
	var n json.Number
	fmt.Println(json.Unmarshal([]byte(`"12.50"`), &n), n, n.String())
	i, err := n.Int64()
	fmt.Println(i, err)
	f, err := n.Float64()
	fmt.Println(f, err)
	enc := json.NewEncoder(os.Stdout)
	enc.Encode(map[string]any{"html": "<b>&</b>", "n": json.Number("1.0"), "u": "\u2028"})
	type T struct {
		A int `json:"a,omitempty"`
		B *int
		C any `json:",omitempty"`
		D [0]int
		E string `json:"e,string"`
		F bool   `json:",string"`
	}
	b, _ := json.Marshal(T{E: "x", F: true})
	fmt.Println(string(b))
	var t T
	fmt.Println(json.Unmarshal([]byte(`{"a":1,"B":2,"C":[1],"e":"\"y\"","F":"false"}`), &t), t.A, *t.B, t.C, t.E, t.F)
	fmt.Println(json.Unmarshal([]byte(`{"e":"y"}`), &t))
}

// Output:
// <nil>
// map[arr:[] big:1.2345678901234567e+19 exp:1e-07 f:3.14 int:1e+06 n:<nil> neg:-0 obj:map[] s:é
//  t:true]
// int: 1e+06 float64 1000000
// big: 1.2345678901234567e+19 float64 12345678901234567000
// neg: -0 float64 -0
// exp: 1e-07 float64 1e-7
// f: 3.14 float64 3.14
// {
//   "arr": [],
//   "big": 12345678901234567000,
//   "exp": 1e-7,
//   "f": 3.14,
//   "int": 1000000,
//   "n": null,
//   "neg": -0,
//   "obj": {},
//   "s": "é\n",
//   "t": true
// }
// {
// 	"empty": {},
// 	"list": [],
// 	"nested": [
// 		[],
// 		{
// 			"a": [
// 				1
// 			]
// 		}
// 	]
// }
// <nil> {
// #  "a": [
// #   1,
// #   2,
// #   {
// #    "b": null
// #   }
// #  ],
// #  "c": "x"
// # }
// <nil> {"a":[1,2]}
// invalid character '}' looking for beginning of value
// true false true
// json.Delim { more=true
// string items more=true
// json.Delim [ more=true
// json.Delim { more=true
// string name more=true
// string a more=true
// string n more=true
// json.Number 1.50 more=false
// json.Delim } more=true
// json.Delim { more=true
// string name more=true
// string b more=true
// string n more=true
// json.Number 2 more=false
// json.Delim } more=false
// json.Delim ] more=true
// string ok more=true
// bool true more=false
// json.Delim } more=false
// <nil> 12.50 12.50
// 0 strconv.ParseInt: parsing "12.50": invalid syntax
// 12.5 <nil>
// {"html":"\u003cb\u003e\u0026\u003c/b\u003e","n":1.0,"u":"\u2028"}
// {"B":null,"D":[],"e":"\"x\"","F":"true"}
// <nil> 1 2 [1] y false
// json: invalid use of ,string struct tag, trying to unmarshal "y" into string
