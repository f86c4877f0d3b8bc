package main

import (
	"encoding/json"
	"fmt"
	"time"
)

type Meta struct {
	Name        string            `json:"name,omitempty"`
	Annotations map[string]string `json:"annotations,omitempty"`
	Created     time.Time         `json:"created"`
}

type Spec struct {
	Replicas *int32  `json:"replicas,omitempty"`
	Paused   bool    `json:"paused,omitempty"`
	Ratio    float32 `json:"ratio"`
	Ports    []int   `json:"ports,omitempty"`
	Any      any     `json:"any"`
}

type Obj struct {
	Meta  `json:"metadata"`
	Spec  Spec         `json:"spec"`
	Kind  string       `json:"kind"`
	Ptr   *Spec        `json:"ptr"`
	Iface fmt.Stringer `json:"iface"`
	u     int
	Arr   [2]bool        `json:"arr"`
	Uint  uint8          `json:"u8"`
	Bs    []byte         `json:"bs"`
	M     map[int]string `json:"m"`
}

func main() {
	r := int32(0)
	o := Obj{Meta: Meta{Name: "x", Created: time.Date(2024, 1, 2, 3, 4, 5, 600, time.UTC)}, Spec: Spec{Replicas: &r, Ratio: 0.1, Any: []any{1, "a"}}, Kind: "Pod", Bs: []byte{0, 255}, M: map[int]string{2: "b", 1: "a"}}
	b, err := json.Marshal(o)
	fmt.Println(string(b), err)
	var back Obj
	err = json.Unmarshal(b, &back)
	fmt.Println(err, *back.Spec.Replicas, back.Created.Equal(o.Created), back.Bs, back.M[2])
	_, err = json.Marshal(map[string]any{"f": func() {}})
	fmt.Println(err)
	_, err = json.Marshal(make(chan int))
	fmt.Println(err)
	var v struct {
		A int `json:"a"`
		B string
	}
	fmt.Println(json.Unmarshal([]byte(`{"A": 1, "b": "case-insensitive"}`), &v), v)
	fmt.Println(json.Unmarshal([]byte(`[1,2]`), &v))
	fmt.Println(json.Unmarshal([]byte(``), &v))
	fmt.Println(json.Unmarshal([]byte(`{"a": 1e400}`), &v))
	fmt.Println(json.Valid([]byte(`{"x":[1,2,{"y":null}]}`)), json.Valid([]byte(`{x:1}`)))
	hb, _ := json.Marshal("<tag> & \u2028")
	fmt.Println(string(hb))
	var f64 float64
	json.Unmarshal([]byte(`12345678901234567890`), &f64)
	fb, _ := json.Marshal([]float64{f64, 1e-7, 100, 1.5e300, 0.000001})
	fmt.Println(string(fb))
}

// Output:
// {"metadata":{"name":"x","created":"2024-01-02T03:04:05.0000006Z"},"spec":{"replicas":0,"ratio":0.1,"any":[1,"a"]},"kind":"Pod","ptr":null,"iface":null,"arr":[false,false],"u8":0,"bs":"AP8=","m":{"1":"a","2":"b"}} <nil>
// <nil> 0 true [0 255] b
// json: unsupported type: func()
// json: unsupported type: chan int
// <nil> {1 case-insensitive}
// json: cannot unmarshal array into Go value of type struct { A int "json:\"a\""; B string }
// unexpected end of JSON input
// json: cannot unmarshal number 1e400 into Go struct field .a of type int
// true false
// "\u003ctag\u003e \u0026 \u2028"
// [12345678901234567000,1e-7,100,1.5e+300,0.000001]
