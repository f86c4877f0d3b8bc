package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

type Key string

func (k Key) MarshalText() ([]byte, error) {
	fmt.Println("key", string(k))
	if k == "bad" {
		return nil, errors.New("bad key")
	}
	return []byte(strings.ToUpper(string(k))), nil
}

type Val int

func (v Val) MarshalJSON() ([]byte, error) {
	fmt.Println("val", int(v))
	if v < 0 {
		return nil, fmt.Errorf("neg %d", int(v))
	}
	return []byte(fmt.Sprint(int(v))), nil
}

type TU struct{ S string }

func (t *TU) UnmarshalText(b []byte) error { t.S = string(b); return nil }

type Holder struct {
	A TU
	B *TU
	C []int
	D map[string]int
	E struct{ X int }
}

func main() {
	b, err := json.Marshal(map[Key]Val{"z": 1, "a": 2, "m": 3})
	fmt.Println(string(b), err)
	_, err = json.Marshal(map[Key]Val{"z": -1, "a": -2})
	fmt.Println(err)
	_, err = json.Marshal(map[Key]Val{"bad": 1, "a": -2})
	fmt.Println(err)
	_, err = json.Marshal(map[int]Val{10: -1, 9: -2})
	fmt.Println(err)
	for _, in := range []string{`{"A":{}}`, `{"A":[1]}`, `{"A":1}`, `{"A":true}`, `{"A":null}`, `{"B":5}`, `{"B":[]}`, `{"C":{"x":1}}`, `{"D":[1,2]}`, `{"E":[]}`, `{"E":"s"}`, `  [ ]`, `{"C":[1,{}]}`, `{"D":{"a":[]}}`} {
		var h Holder
		err := json.Unmarshal([]byte(in), &h)
		fmt.Println(in, "=>", err)
		var ute *json.UnmarshalTypeError
		if errors.As(err, &ute) {
			fmt.Println("  ", ute.Value, ute.Offset, ute.Struct, ute.Field)
		}
	}
	var x int
	err = json.Unmarshal([]byte(` {"a":1}`), &x)
	var ute *json.UnmarshalTypeError
	fmt.Println(err, errors.As(err, &ute), ute.Offset)
}

// Output:
// val 2
// val 3
// val 1
// {"a":2,"m":3,"z":1} <nil>
// val -2
// json: error calling MarshalJSON for type main.Val: neg -2
// val -2
// json: error calling MarshalJSON for type main.Val: neg -2
// val -1
// json: error calling MarshalJSON for type main.Val: neg -1
// {"A":{}} => json: cannot unmarshal object into Go struct field Holder.A of type main.TU
//    object 6 Holder A
// {"A":[1]} => json: cannot unmarshal array into Go struct field Holder.A of type main.TU
//    array 6 Holder A
// {"A":1} => json: cannot unmarshal number into Go struct field Holder.A of type main.TU
//    number 6 Holder A
// {"A":true} => json: cannot unmarshal bool into Go struct field Holder.A of type main.TU
//    bool 9 Holder A
// {"A":null} => <nil>
// {"B":5} => json: cannot unmarshal number into Go struct field Holder.B of type *main.TU
//    number 6 Holder B
// {"B":[]} => json: cannot unmarshal array into Go struct field Holder.B of type *main.TU
//    array 6 Holder B
// {"C":{"x":1}} => json: cannot unmarshal object into Go struct field Holder.C of type []int
//    object 6 Holder C
// {"D":[1,2]} => json: cannot unmarshal array into Go struct field Holder.D of type map[string]int
//    array 6 Holder D
// {"E":[]} => json: cannot unmarshal array into Go struct field Holder.E of type struct { X int }
//    array 6 Holder E
// {"E":"s"} => json: cannot unmarshal string into Go struct field Holder.E of type struct { X int }
//    string 8 Holder E
//   [ ] => json: cannot unmarshal array into Go value of type main.Holder
//    array 3  
// {"C":[1,{}]} => json: cannot unmarshal object into Go struct field Holder.C of type int
//    object 9 Holder C
// {"D":{"a":[]}} => json: cannot unmarshal array into Go struct field Holder.D of type int
//    array 11 Holder D
// json: cannot unmarshal object into Go value of type int true 2
