package main

// Three of encoding/json's decode errors as go1.23 reports them: a string that is not a number
// literal stored into json.Number ends Unmarshal at once; a bad base64 string for a []byte is a
// base64.CorruptInputError (saved, the rest still decoded); a number too large for float64 inside
// an interface{} value is an UnmarshalTypeError and leaves nil in its place.

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
)

type Rec struct {
	N    json.Number `json:"n"`
	Data []byte      `json:"data"`
	Name string      `json:"name"`
}

func main() {
	var r Rec
	err := json.Unmarshal([]byte(`{"n":"12x","name":"after"}`), &r)
	fmt.Printf("%v | %T | %q %q\n", err, err, r.N, r.Name)

	r = Rec{}
	err = json.Unmarshal([]byte(`{"n":"7.5e3","name":"ok"}`), &r)
	fmt.Printf("%v | %q %q\n", err, r.N, r.Name)

	r = Rec{}
	err = json.Unmarshal([]byte(`{"data":"a!b=","name":"still"}`), &r)
	fmt.Printf("%v | %T | %q\n", err, err, r.Name)
	var cie base64.CorruptInputError
	fmt.Println(errors.As(err, &cie), int64(cie))

	var v interface{}
	err = json.Unmarshal([]byte(`{"x":[1,{"y":1e400}],"z":2}`), &v)
	fmt.Printf("%v | %v\n", err, v)
	err = json.Unmarshal([]byte(`[1e400, 3]`), &v)
	fmt.Printf("%v | %v\n", err, v)
}

// Output:
// json: invalid number literal, trying to unmarshal "\"12x\"" into Number | *errors.errorString | "" ""
// <nil> | "7.5e3" "ok"
// illegal base64 data at input byte 1 | base64.CorruptInputError | "still"
// true 1
// json: cannot unmarshal number 1e400 into Go value of type float64 | map[x:[1 map[y:<nil>]] z:2]
// json: cannot unmarshal number 1e400 into Go value of type float64 | [<nil> 3]
