package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
)

type Status struct {
	Phase      string            `json:"phase"`
	Conditions []Condition       `json:"conditions,omitempty"`
	Ready      *bool             `json:"ready,omitempty"`
	Extra      map[string]any    `json:"extra,omitempty"`
	Ratio      float64           `json:"ratio"`
	Count      int64             `json:"count,string"`
	Tags       [2]string         `json:"tags"`
	Raw        json.RawMessage   `json:"raw,omitempty"`
	Annot      map[string]string `json:"annot"`
	private    int
	Skip       string `json:"-"`
	Dash       string `json:"-,"`
}

type Condition struct {
	Type   string `json:"type"`
	Status bool   `json:"status"`
}

func main() {
	t := true
	s := Status{Phase: "Running<&>", Conditions: []Condition{{"Ready", true}}, Ready: &t,
		Extra: map[string]any{"z": 1.0, "a": []any{nil, 2.5e-7, 1e21, "x"}}, Ratio: 0.1, Count: 42,
		Raw: json.RawMessage(`{"k" : [1, 2]}`), private: 1, Skip: "no", Dash: "yes"}
	b, err := json.MarshalIndent(s, "", "  ")
	fmt.Println(string(b), err)
	b, _ = json.Marshal(s)
	var out bytes.Buffer
	json.Indent(&out, b, "# ", "\t")
	fmt.Println(out.String())
	out.Reset()
	fmt.Println(json.Compact(&out, []byte("{ \"a\" : [ 1 , 2 ] }")), out.String())
	out.Reset()
	json.HTMLEscape(&out, []byte(`{"h":"<b>&\u2028"}`))
	fmt.Println(out.String())
	for _, f := range []float64{0, -0.0, 1e-7, 123456789, 1e20, 1e21, 0.000001, math.MaxFloat64, 3.0} {
		b, _ := json.Marshal(f)
		fmt.Print(string(b), " ")
	}
	fmt.Println()
	_, err = json.Marshal(math.NaN())
	fmt.Println(err)
	_, err = json.Marshal(math.Inf(-1))
	fmt.Println(err)
	b, _ = json.Marshal(float32(0.1))
	fmt.Println(string(b))
	b, _ = json.Marshal(map[int]string{10: "a", 2: "b", -1: "c"})
	fmt.Println(string(b))
	b, _ = json.Marshal([]byte{0, 255, 10})
	fmt.Println(string(b))
	b, err = json.Marshal(json.RawMessage(`{bad`))
	fmt.Println(string(b), err)
	var back Status
	err = json.Unmarshal([]byte(`{"count":"12","tags":["a","b","c"],"ratio":"x"}`), &back)
	fmt.Println(back.Count, back.Tags, err)
	err = json.Unmarshal([]byte(`{"count":12}`), &back)
	fmt.Println(err)
}

// Output:
// {
//   "phase": "Running\u003c\u0026\u003e",
//   "conditions": [
//     {
//       "type": "Ready",
//       "status": true
//     }
//   ],
//   "ready": true,
//   "extra": {
//     "a": [
//       null,
//       2.5e-7,
//       1e+21,
//       "x"
//     ],
//     "z": 1
//   },
//   "ratio": 0.1,
//   "count": "42",
//   "tags": [
//     "",
//     ""
//   ],
//   "raw": {
//     "k": [
//       1,
//       2
//     ]
//   },
//   "annot": null,
//   "-": "yes"
// } <nil>
// {
// # 	"phase": "Running\u003c\u0026\u003e",
// # 	"conditions": [
// # 		{
// # 			"type": "Ready",
// # 			"status": true
// # 		}
// # 	],
// # 	"ready": true,
// # 	"extra": {
// # 		"a": [
// # 			null,
// # 			2.5e-7,
// # 			1e+21,
// # 			"x"
// # 		],
// # 		"z": 1
// # 	},
// # 	"ratio": 0.1,
// # 	"count": "42",
// # 	"tags": [
// # 		"",
// # 		""
// # 	],
// # 	"raw": {
// # 		"k": [
// # 			1,
// # 			2
// # 		]
// # 	},
// # 	"annot": null,
// # 	"-": "yes"
// # }
// <nil> {"a":[1,2]}
// {"h":"\u003cb\u003e\u0026\u2028"}
// 0 0 1e-7 123456789 100000000000000000000 1e+21 0.000001 1.7976931348623157e+308 3 
// json: unsupported value: NaN
// json: unsupported value: -Inf
// 0.1
// {"-1":"c","10":"a","2":"b"}
// "AP8K"
//  json: error calling MarshalJSON for type json.RawMessage: invalid character 'b' looking for beginning of object key string
// 12 [a b] json: cannot unmarshal string into Go struct field Status.ratio of type float64
// json: invalid use of ,string struct tag, trying to unmarshal unquoted value into int64
