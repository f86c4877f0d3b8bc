package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
)

type Spec struct {
	Replicas int               `json:"replicas"`
	Image    string            `json:"image,omitempty"`
	Labels   map[string]string `json:"labels,omitempty"`
	Ports    []int             `json:"ports"`
	Weight   json.Number       `json:"weight"`
}

func main() {
	in := `{"replicas": 2, "image": "nginx", "ports": [80, 443], "weight": 1.50}
{"replicas": 3, "extra": true}
{"replicas": "four"}
{"replicas": 5, "weight": "7"}
[1, 2]
{"replicas": 6
`
	dec := json.NewDecoder(strings.NewReader(in))
	dec.DisallowUnknownFields()
	for i := 0; ; i++ {
		var s Spec
		err := dec.Decode(&s)
		if err == io.EOF {
			fmt.Println("EOF")
			break
		}
		fmt.Printf("%d: %+v err=%v offset=%d\n", i, s, err, dec.InputOffset())
		if err != nil {
			if _, ok := err.(*json.UnmarshalTypeError); !ok && !strings.HasPrefix(err.Error(), "json: unknown field") {
				break
			}
		}
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent(">", "\t")
	enc.Encode(Spec{Replicas: 1, Labels: map[string]string{"b": "2", "a": "<1>"}, Weight: "3.25"})
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "")
	enc.Encode(map[string]any{"html": "<a&b>", "n": json.Number("12"), "nil": nil, "e": []int{}})
	err := enc.Encode(Spec{Weight: "abc"})
	fmt.Println("err:", err)
	err = enc.Encode(func() {})
	fmt.Println("err:", err)
	err = enc.Encode(map[bool]int{true: 1})
	fmt.Println("err:", err)

	d2 := json.NewDecoder(strings.NewReader(`{"a": 1e400}`))
	d2.UseNumber()
	var m map[string]any
	fmt.Println(d2.Decode(&m), m)
	n := m["a"].(json.Number)
	f, err := n.Float64()
	fmt.Println(f, err)
	i, err := json.Number("12.0").Int64()
	fmt.Println(i, err)
	var x struct{ A float64 }
	fmt.Println(json.Unmarshal([]byte(`{"A": 1e400}`), &x))
	var y struct{ A int8 }
	fmt.Println(json.Unmarshal([]byte(`{"A": 300}`), &y))
	var z struct{ A uint }
	fmt.Println(json.Unmarshal([]byte(`{"A": -1}`), &z))
	fmt.Println(json.Unmarshal([]byte(`{"A": 1.5}`), &z))
}

// Output:
// 0: {Replicas:2 Image:nginx Labels:map[] Ports:[80 443] Weight:1.50} err=<nil> offset=69
// 1: {Replicas:3 Image: Labels:map[] Ports:[] Weight:} err=json: unknown field "extra" offset=100
// 2: {Replicas:0 Image: Labels:map[] Ports:[] Weight:} err=json: cannot unmarshal string into Go struct field Spec.replicas of type int offset=121
// 3: {Replicas:5 Image: Labels:map[] Ports:[] Weight:7} err=<nil> offset=152
// 4: {Replicas:0 Image: Labels:map[] Ports:[] Weight:} err=json: cannot unmarshal array into Go value of type main.Spec offset=159
// 5: {Replicas:0 Image: Labels:map[] Ports:[] Weight:} err=unexpected EOF offset=159
// {
// >	"replicas": 1,
// >	"labels": {
// >		"a": "\u003c1\u003e",
// >		"b": "2"
// >	},
// >	"ports": null,
// >	"weight": 3.25
// >}
// {"e":[],"html":"<a&b>","n":12,"nil":null}
// err: json: invalid number literal "abc"
// err: json: unsupported type: func()
// err: json: unsupported type: map[bool]int
// <nil> map[a:1e400]
// +Inf strconv.ParseFloat: parsing "1e400": value out of range
// 0 strconv.ParseInt: parsing "12.0": invalid syntax
// json: cannot unmarshal number 1e400 into Go struct field .A of type float64
// json: cannot unmarshal number 300 into Go struct field .A of type int8
// json: cannot unmarshal number -1 into Go struct field .A of type uint
// json: cannot unmarshal number 1.5 into Go struct field .A of type uint
