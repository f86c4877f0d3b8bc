package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
)

func main() {
	floats := []any{0.0, math.Copysign(0, -1), 1.0, 0.1, 1e20, 1e21, 1e-6, 1e-7, 123456789.125, float32(0.1), float32(1e21), float32(3.4e38), math.MaxFloat64, 5e-324, 100.0, -2.5e-10}
	b, err := json.Marshal(floats)
	fmt.Println(string(b), err)
	_, err = json.Marshal(math.Inf(1))
	fmt.Println(err)
	_, err = json.Marshal(math.NaN())
	fmt.Println(err)
	s, _ := json.Marshal("<script>&'\"\u2028\u2029\x7f\x00\xff é 😀")
	fmt.Println(string(s))
	var buf bytes.Buffer
	json.HTMLEscape(&buf, []byte(`{"a":"<b>&</b>"}`))
	fmt.Println(buf.String())
	buf.Reset()
	fmt.Println(json.Compact(&buf, []byte("{ \"a\" : [ 1 , 2 ],\n \"b\" : { } }")), buf.String())
	buf.Reset()
	fmt.Println(json.Indent(&buf, []byte(`{"a":[1,2,{"c":[]}],"b":{},"d":"x"}`), "> ", "\t"))
	fmt.Println(buf.String())
	buf.Reset()
	fmt.Println(json.Compact(&buf, []byte(`{"a":}`)))
	out, _ := json.MarshalIndent(map[string]any{"z": []int{}, "a": map[string]any{}, "m": []any{nil, true}}, "", "  ")
	fmt.Println(string(out))
	var f float64
	var i int
	var u uint8
	fmt.Println(json.Unmarshal([]byte("1e400"), &f), f)
	fmt.Println(json.Unmarshal([]byte("1.5"), &i), i)
	fmt.Println(json.Unmarshal([]byte("300"), &u), u)
	fmt.Println(json.Unmarshal([]byte("-0"), &f), f, math.Signbit(f))
	fmt.Println(json.Unmarshal([]byte(`"\ud83d\ude00 \u00e9 \ud800"`), new(string)))
	var str string
	json.Unmarshal([]byte(`"\ud83d\ude00 \u00e9 \ud800 \/"`), &str)
	fmt.Printf("%q\n", str)
	fmt.Println(json.Unmarshal([]byte(`01`), &i), json.Unmarshal([]byte(`1.`), &f), json.Unmarshal([]byte(`.5`), &f), json.Unmarshal([]byte(`+1`), &f))
	var anyv any
	d := json.NewDecoder(bytes.NewReader([]byte(`123456789012345678901234567890`)))
	d.UseNumber()
	fmt.Println(d.Decode(&anyv), anyv)
	fmt.Println(json.Unmarshal([]byte(`123456789012345678901234567890`), &anyv), anyv)
}

// Output:
// [0,-0,1,0.1,100000000000000000000,1e+21,0.000001,1e-7,123456789.125,0.1,1e+21,3.4e+38,1.7976931348623157e+308,5e-324,100,-2.5e-10] <nil>
// json: unsupported value: +Inf
// json: unsupported value: NaN
// "\u003cscript\u003e\u0026'\"\u2028\u2029\u0000\ufffd é 😀"
// {"a":"\u003cb\u003e\u0026\u003c/b\u003e"}
// <nil> {"a":[1,2],"b":{}}
// <nil>
// {
// > 	"a": [
// > 		1,
// > 		2,
// > 		{
// > 			"c": []
// > 		}
// > 	],
// > 	"b": {},
// > 	"d": "x"
// > }
// invalid character '}' looking for beginning of value
// {
//   "a": {},
//   "m": [
//     null,
//     true
//   ],
//   "z": []
// }
// json: cannot unmarshal number 1e400 into Go value of type float64 0
// json: cannot unmarshal number 1.5 into Go value of type int 0
// json: cannot unmarshal number 300 into Go value of type uint8 0
// <nil> -0 true
// <nil>
// "😀 é � /"
// invalid character '1' after top-level value invalid character ' ' after decimal point in numeric literal invalid character '.' looking for beginning of value invalid character '+' looking for beginning of value
// <nil> 123456789012345678901234567890
// <nil> 1.2345678901234568e+29
