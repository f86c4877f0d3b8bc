package main

import (
	"encoding/json"
	"fmt"
	"os"
)

type Meta struct {
	ID      int64  `json:"id,string"`
	Created string `json:"created,omitempty"`
}

type Audit struct {
	By string `json:"by"`
}

type Item struct {
	Meta
	*Audit
	Name     string            `json:"name"`
	Price    float64           `json:"price,string"`
	Count    int               `json:",omitempty"`
	Enabled  bool              `json:"enabled,string,omitempty"`
	Labels   map[string]string `json:"labels,omitempty"`
	Notes    []string          `json:"notes"`
	Secret   string            `json:"-"`
	Dash     string            `json:"-,"`
	internal int
}

func main() {
	it := Item{
		Meta:   Meta{ID: 9007199254740993},
		Name:   "lamp <b>&",
		Price:  12.5,
		Labels: map[string]string{"z": "1", "a": "2"},
		Secret: "hunter2",
		Dash:   "dash",
	}
	out, _ := json.MarshalIndent(it, "", "  ")
	fmt.Println(string(out))
	it.Audit = &Audit{By: "ops"}
	it.Count = 3
	it.Enabled = true
	out, _ = json.Marshal(it)
	fmt.Println(string(out))

	var back Item
	err := json.Unmarshal([]byte(`{"id":"12","name":"x","price":"3.25","enabled":"false","by":"me","-":"d","Count":2}`), &back)
	fmt.Println(err)
	fmt.Printf("%+v %+v\n", back.Meta, *back.Audit)
	fmt.Println(back.Name, back.Price, back.Enabled, back.Dash, back.Count)
	err = json.Unmarshal([]byte(`{"id":12}`), &back)
	fmt.Println(err)
	err = json.Unmarshal([]byte(`{"price":"abc"}`), &back)
	fmt.Println(err)

	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent(">", "\t")
	enc.SetEscapeHTML(false)
	enc.Encode(map[string]any{"html": "<a>", "n": []int{}, "nil": nil, "f": 1e21, "g": 1e-7})
}

// Output:
// {
//   "id": "9007199254740993",
//   "name": "lamp \u003cb\u003e\u0026",
//   "price": "12.5",
//   "labels": {
//     "a": "2",
//     "z": "1"
//   },
//   "notes": null,
//   "-": "dash"
// }
// {"id":"9007199254740993","by":"ops","name":"lamp \u003cb\u003e\u0026","price":"12.5","Count":3,"enabled":"true","labels":{"a":"2","z":"1"},"notes":null,"-":"dash"}
// <nil>
// {ID:12 Created:} {By:me}
// x 3.25 false d 2
// json: invalid use of ,string struct tag, trying to unmarshal unquoted value into int64
// json: invalid use of ,string struct tag, trying to unmarshal "abc" into float64
// {
// >	"f": 1e+21,
// >	"g": 1e-7,
// >	"html": "<a>",
// >	"n": [],
// >	"nil": null
// >}
