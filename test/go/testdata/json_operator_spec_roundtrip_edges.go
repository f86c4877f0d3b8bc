package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"strings"
)

type Meta struct {
	Name        string            `json:"name"`
	Namespace   string            `json:"namespace,omitempty"`
	Labels      map[string]string `json:"labels,omitempty"`
	Annotations map[string]string `json:"annotations"`
}

type Spec struct {
	Replicas *int            `json:"replicas,omitempty"`
	Image    string          `json:"image"`
	Ratio    float64         `json:"ratio"`
	Raw      json.RawMessage `json:"raw,omitempty"`
	Secret   string          `json:"-"`
	Dash     string          `json:"-,"`
	Count    int64           `json:"count,string"`
	Ignored  int             `json:",omitempty"`
	private  int
}

type Widget struct {
	Meta `json:"metadata"`
	Spec
	Status *struct {
		Ready bool `json:"ready"`
	} `json:"status,omitempty"`
	HTML string
	Any  any `json:"any"`
}

func main() {
	w := Widget{
		Meta: Meta{Name: "w", Labels: map[string]string{"b": "2", "a": "1", "A": "0"}},
		Spec: Spec{Image: "nginx:1.25", Ratio: 1e21, Raw: json.RawMessage(`{"x": [1, 2]}`), Secret: "s", Dash: "d", Count: 12},
		HTML: "<a href=\"x\">&</a>\u2028",
		Any:  []any{1, 2.5, "s", nil, map[string]any{"z": true, "y": 1e-7}},
	}
	b, err := json.Marshal(w)
	fmt.Println(string(b), err)
	b, _ = json.MarshalIndent(map[string]any{"k": []int{}, "n": nil, "e": map[string]int{}}, ">", "\t")
	fmt.Println(string(b))
	for _, f := range []float64{0, -0.0, 1, 0.1, 1e20, 1e21, 1e-6, 1e-7, 123456789.125, float64(float32(3.14))} {
		b, _ := json.Marshal(f)
		fmt.Print(string(b), " ")
	}
	fmt.Println()
	b32, _ := json.Marshal(float32(3.14))
	fmt.Println(string(b32))
	_, err = json.Marshal(math.NaN())
	fmt.Println(err)
	_, err = json.Marshal(map[string]any{"c": make(chan int)})
	fmt.Println(err)
	_, err = json.Marshal(func() {})
	fmt.Println(err)

	var back Widget
	err = json.Unmarshal(b, &back)
	fmt.Println(err)
	inputs := []string{
		`{"metadata":{"name":5}}`,
		`{"replicas":"3"}`,
		`{"count":12}`,
		`{"count":"x"}`,
		`{"image":"a",}`,
		`{"image":"a"`,
		`[1,2]`,
		`{"ratio":1e999}`,
		`{"replicas":1.5}`,
		`{"any":{"n":1}} trailing`,
		``,
		`nul`,
		`{"metadata":{"labels":{"a":1}}}`,
		`{"IMAGE":"upper","Image":"lower"}`,
	}
	for _, in := range inputs {
		var x Widget
		err := json.Unmarshal([]byte(in), &x)
		fmt.Printf("%-40s => %v | image=%q\n", in, err, x.Image)
	}
	var anyv any
	_ = json.Unmarshal([]byte(`{"big":12345678901234567890,"f":1.0,"arr":[true,null]}`), &anyv)
	fmt.Printf("%v %T\n", anyv, anyv.(map[string]any)["big"])
	dec := json.NewDecoder(strings.NewReader(`{"image":"x","bogus":1}`))
	dec.DisallowUnknownFields()
	var x Widget
	fmt.Println(dec.Decode(&x))
	dec = json.NewDecoder(strings.NewReader(`{"n": 1.50}`))
	dec.UseNumber()
	var m map[string]any
	fmt.Println(dec.Decode(&m), m, fmt.Sprintf("%T", m["n"]))
	enc := json.NewEncoder(os.Stdout)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	_ = enc.Encode(map[string]string{"h": "<b>&</b>"})
	var nilp *Widget
	fmt.Println(json.Unmarshal([]byte(`{}`), nilp))
	fmt.Println(json.Unmarshal([]byte(`{}`), Widget{}))
	var iface fmt.Stringer
	fmt.Println(json.Unmarshal([]byte(`{"a":1}`), &iface))
	var arr [2]int
	fmt.Println(json.Unmarshal([]byte(`[1,2,3]`), &arr), arr)
	var u8 uint8
	fmt.Println(json.Unmarshal([]byte(`-1`), &u8), json.Unmarshal([]byte(`256`), &u8))
	var bs []byte
	fmt.Println(json.Unmarshal([]byte(`"aGVsbG8="`), &bs), string(bs), json.Unmarshal([]byte(`"!!"`), &bs))
	fmt.Println(json.Valid([]byte(`{"a":}`)), json.Valid([]byte(` [] `)))
}

// Output:
// {"metadata":{"name":"w","labels":{"A":"0","a":"1","b":"2"},"annotations":null},"image":"nginx:1.25","ratio":1e+21,"raw":{"x":[1,2]},"-":"d","count":"12","HTML":"\u003ca href=\"x\"\u003e\u0026\u003c/a\u003e\u2028","any":[1,2.5,"s",null,{"y":1e-7,"z":true}]} <nil>
// {
// >	"e": {},
// >	"k": [],
// >	"n": null
// >}
// 0 0 1 0.1 100000000000000000000 1e+21 0.000001 1e-7 123456789.125 3.140000104904175 
// 3.14
// json: unsupported value: NaN
// json: unsupported type: chan int
// json: unsupported type: func()
// invalid character '>' looking for beginning of object key string
// {"metadata":{"name":5}}                  => json: cannot unmarshal number into Go struct field Meta.metadata.name of type string | image=""
// {"replicas":"3"}                         => json: cannot unmarshal string into Go struct field Widget.replicas of type int | image=""
// {"count":12}                             => json: invalid use of ,string struct tag, trying to unmarshal unquoted value into int64 | image=""
// {"count":"x"}                            => json: invalid use of ,string struct tag, trying to unmarshal "x" into int64 | image=""
// {"image":"a",}                           => invalid character '}' looking for beginning of object key string | image=""
// {"image":"a"                             => unexpected end of JSON input | image=""
// [1,2]                                    => json: cannot unmarshal array into Go value of type main.Widget | image=""
// {"ratio":1e999}                          => json: cannot unmarshal number 1e999 into Go struct field Widget.ratio of type float64 | image=""
// {"replicas":1.5}                         => json: cannot unmarshal number 1.5 into Go struct field Widget.replicas of type int | image=""
// {"any":{"n":1}} trailing                 => invalid character 't' after top-level value | image=""
//                                          => unexpected end of JSON input | image=""
// nul                                      => invalid character ' ' in literal null (expecting 'l') | image=""
// {"metadata":{"labels":{"a":1}}}          => json: cannot unmarshal number into Go struct field Meta.metadata.labels of type string | image=""
// {"IMAGE":"upper","Image":"lower"}        => <nil> | image="lower"
// map[arr:[true <nil>] big:1.2345678901234567e+19 f:1] float64
// json: unknown field "bogus"
// <nil> map[n:1.50] json.Number
// {
//  "h": "<b>&</b>"
// }
// json: Unmarshal(nil *main.Widget)
// json: Unmarshal(non-pointer main.Widget)
// json: cannot unmarshal object into Go value of type fmt.Stringer
// <nil> [1 2]
// json: cannot unmarshal number -1 into Go value of type uint8 json: cannot unmarshal number 256 into Go value of type uint8
// <nil> hello illegal base64 data at input byte 0
// false true
