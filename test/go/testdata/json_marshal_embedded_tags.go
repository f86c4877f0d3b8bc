package main

import (
	"encoding/json"
	"fmt"
	"os"
	"time"
)

type TypeMeta struct {
	APIVersion string `json:"apiVersion,omitempty"`
	Kind       string `json:"kind,omitempty"`
}

type ObjectMeta struct {
	Name              string            `json:"name,omitempty"`
	Namespace         string            `json:"namespace,omitempty"`
	Labels            map[string]string `json:"labels,omitempty"`
	CreationTimestamp *time.Time        `json:"creationTimestamp,omitempty"`
	Finalizers        []string          `json:"finalizers,omitempty"`
	Generation        int64             `json:"generation,omitempty"`
}

type Spec struct {
	Size     int32           `json:"size"`
	Secret   string          `json:"-"`
	Dash     string          `json:"-,"`
	Count    int             `json:"count,string"`
	Extra    json.RawMessage `json:"extra,omitempty"`
	Data     []byte          `json:"data,omitempty"`
	Opt      *bool           `json:"opt"`
	internal string
	Any      interface{} `json:"any,omitempty"`
	Ratio    float64     `json:"ratio"`
}

type Memcached struct {
	TypeMeta   `json:",inline"`
	ObjectMeta `json:"metadata,omitempty"`
	Spec       Spec `json:"spec"`
	Status     *struct {
		Nodes []string `json:"nodes"`
	} `json:"status,omitempty"`
}

type Level int

func (l Level) MarshalText() ([]byte, error) { return []byte(fmt.Sprintf("L%d", int(l))), nil }

func main() {
	ts := time.Date(2023, 11, 2, 8, 0, 0, 0, time.UTC)
	m := Memcached{
		TypeMeta:   TypeMeta{APIVersion: "cache.example.com/v1alpha1", Kind: "Memcached"},
		ObjectMeta: ObjectMeta{Name: "sample", Labels: map[string]string{"b": "2", "a": "1", "<x>": "&"}, CreationTimestamp: &ts},
		Spec:       Spec{Size: 3, Secret: "s", Dash: "d", Count: 7, Extra: json.RawMessage(`{"k": [1, 2]}`), Data: []byte("hi\x00"), internal: "x", Ratio: 1e21},
	}
	b, err := json.Marshal(m)
	fmt.Println(string(b), err)
	b, _ = json.MarshalIndent(m, ">", "\t")
	os.Stdout.Write(b)
	fmt.Println()
	enc := json.NewEncoder(os.Stdout)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	enc.Encode(map[Level]float64{3: 0.000001, 1: 100, 2: -0.0})
	enc.Encode([]interface{}{nil, []int(nil), map[string]int(nil), [0]int{}, struct{}{}, 1.5e-7, float32(3.14)})
	var nilp *Memcached
	b, err = json.Marshal(nilp)
	fmt.Println(string(b), err)
	b, err = json.Marshal(map[bool]int{true: 1})
	fmt.Println(string(b), err)
	b, err = json.Marshal(func() {})
	fmt.Println(string(b), err)
	b, err = json.Marshal(json.RawMessage(`{bad`))
	fmt.Println(string(b), err)
	var back Memcached
	err = json.Unmarshal([]byte(`{"kind":"X","metadata":{"name":"n"},"spec":{"size":1,"count":"12","data":"aGk=","opt":false,"Secret":"no","-":"dash"}}`), &back)
	fmt.Printf("%v %+v %v %s %v\n", err, back.Spec.Count, *back.Spec.Opt, back.Spec.Data, back.Spec.Dash)
	err = json.Unmarshal([]byte(`{"spec":{"count":12}}`), &back)
	fmt.Println(err)
}

// Output:
// {"apiVersion":"cache.example.com/v1alpha1","kind":"Memcached","metadata":{"name":"sample","labels":{"\u003cx\u003e":"\u0026","a":"1","b":"2"},"creationTimestamp":"2023-11-02T08:00:00Z"},"spec":{"size":3,"-":"d","count":"7","extra":{"k":[1,2]},"data":"aGkA","opt":null,"ratio":1e+21}} <nil>
// {
// >	"apiVersion": "cache.example.com/v1alpha1",
// >	"kind": "Memcached",
// >	"metadata": {
// >		"name": "sample",
// >		"labels": {
// >			"\u003cx\u003e": "\u0026",
// >			"a": "1",
// >			"b": "2"
// >		},
// >		"creationTimestamp": "2023-11-02T08:00:00Z"
// >	},
// >	"spec": {
// >		"size": 3,
// >		"-": "d",
// >		"count": "7",
// >		"extra": {
// >			"k": [
// >				1,
// >				2
// >			]
// >		},
// >		"data": "aGkA",
// >		"opt": null,
// >		"ratio": 1e+21
// >	}
// >}
// {
//   "L1": 100,
//   "L2": 0,
//   "L3": 0.000001
// }
// [
//   null,
//   null,
//   null,
//   [],
//   {},
//   1.5e-7,
//   3.14
// ]
// null <nil>
//  json: unsupported type: map[bool]int
//  json: unsupported type: func()
//  json: error calling MarshalJSON for type json.RawMessage: invalid character 'b' looking for beginning of object key string
// <nil> 12 false hi dash
// json: invalid use of ,string struct tag, trying to unmarshal unquoted value into int
