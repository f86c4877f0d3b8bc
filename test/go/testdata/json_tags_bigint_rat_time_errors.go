package main

import (
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"time"
)

type Meta struct {
	Name        string            `json:"name"`
	Namespace   string            `json:"namespace,omitempty"`
	Labels      map[string]string `json:"labels,omitempty"`
	Generation  int64             `json:"generation,string"`
	CreatedAt   time.Time         `json:"createdAt"`
	Annotations map[int]string    `json:"annotations,omitempty"`
}

type Spec struct {
	Replicas *int32   `json:"replicas"`
	Ratio    *big.Rat `json:"ratio,omitempty"`
	Big      *big.Int `json:"big,omitempty"`
	Ports    []int    `json:"ports"`
	Ignored  string   `json:"-"`
	Dash     string   `json:"-,"`
	private  int
}

type Obj struct {
	Meta `json:"metadata"`
	Spec
	Raw json.RawMessage `json:"raw,omitempty"`
}

func main() {
	r := int32(3)
	o := Obj{
		Meta: Meta{Name: "demo", Labels: map[string]string{"z": "1", "a": "<&>"}, Generation: 7,
			CreatedAt: time.Date(2024, 2, 29, 13, 4, 5, 600, time.UTC), Annotations: map[int]string{10: "x", 2: "y"}},
		Spec: Spec{Replicas: &r, Ratio: big.NewRat(3, 4), Big: big.NewInt(1 << 62), Ignored: "no", Dash: "yes", private: 1},
		Raw:  json.RawMessage(`{"k": [1, 2]}`),
	}
	b, err := json.Marshal(o)
	fmt.Println(string(b), err)
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	enc.Encode(map[string]any{"spec": o.Spec, "n": nil, "f": 1.0, "e": 1e21, "s": []byte("hi")})
	var back Obj
	err = json.Unmarshal(b, &back)
	fmt.Println(err, back.Name, *back.Replicas, back.Ratio, back.Big, back.Generation, back.CreatedAt, back.Annotations)
	var any1 any
	json.Unmarshal([]byte(`{"a":[1,2.5,"x",true,null,{"b":{}}]}`), &any1)
	fmt.Printf("%v %T\n", any1, any1.(map[string]any)["a"].([]any)[0])
	for _, bad := range []string{`{"name": 5}`, `{"metadata": {"generation": 5}}`, `[1,2]`, `{"replicas": "x"}`, `{`, `{"ratio": "1/0"}`, ``} {
		var x Obj
		err := json.Unmarshal([]byte(bad), &x)
		fmt.Printf("%-34q -> %v\n", bad, err)
	}
}

// Output:
// {"metadata":{"name":"demo","labels":{"a":"\u003c\u0026\u003e","z":"1"},"generation":"7","createdAt":"2024-02-29T13:04:05.0000006Z","annotations":{"10":"x","2":"y"}},"replicas":3,"ratio":"3/4","big":4611686018427387904,"ports":null,"-":"yes","raw":{"k":[1,2]}} <nil>
// {
//   "e": 1e+21,
//   "f": 1,
//   "n": null,
//   "s": "aGk=",
//   "spec": {
//     "replicas": 3,
//     "ratio": "3/4",
//     "big": 4611686018427387904,
//     "ports": null,
//     "-": "yes"
//   }
// }
// <nil> demo 3 3/4 4611686018427387904 7 2024-02-29 13:04:05.0000006 +0000 UTC map[2:y 10:x]
// map[a:[1 2.5 x true <nil> map[b:map[]]]] float64
// "{\"name\": 5}"                    -> <nil>
// "{\"metadata\": {\"generation\": 5}}" -> json: invalid use of ,string struct tag, trying to unmarshal unquoted value into int64
// "[1,2]"                            -> json: cannot unmarshal array into Go value of type main.Obj
// "{\"replicas\": \"x\"}"            -> json: cannot unmarshal string into Go struct field Obj.replicas of type int32
// "{"                                -> unexpected end of JSON input
// "{\"ratio\": \"1/0\"}"             -> math/big: cannot unmarshal "1/0" into a *big.Rat
// ""                                 -> unexpected end of JSON input
