package main

import (
	"encoding/json"
	"fmt"
)

type Quantity struct {
	Value json.Number `json:"value"`
	Str   json.Number `json:"str,string"`
}

func main() {
	for _, n := range []json.Number{"", "12", "-0.5e+3", "abc", "01", "1.", ".5", "+1", "1e", "NaN"} {
		b, err := json.Marshal(n)
		fmt.Printf("%q: %s %v\n", string(n), b, err)
	}
	b, err := json.Marshal(Quantity{Value: "3", Str: "4.5"})
	fmt.Println(string(b), err)
	b, err = json.Marshal(map[string]any{"q": Quantity{Value: "1 GiB"}})
	fmt.Println(string(b), err)
	_, err = json.MarshalIndent([]json.Number{"7", "x"}, "", " ")
	fmt.Printf("%v %T\n", err, err)
}

// Output:
// "": 0 <nil>
// "12": 12 <nil>
// "-0.5e+3": -0.5e+3 <nil>
// "abc":  json: invalid number literal "abc"
// "01":  json: invalid number literal "01"
// "1.":  json: invalid number literal "1."
// ".5":  json: invalid number literal ".5"
// "+1":  json: invalid number literal "+1"
// "1e":  json: invalid number literal "1e"
// "NaN":  json: invalid number literal "NaN"
// {"value":3,"str":"4.5"} <nil>
//  json: invalid number literal "1 GiB"
// json: invalid number literal "x" *errors.errorString
