package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// Level decodes from a string such as "L3"; its UnmarshalJSON delegates to json.Unmarshal, so a
// wrongly typed value surfaces as the inner call's *json.UnmarshalTypeError.
type Level int

func (l *Level) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	if !strings.HasPrefix(s, "L") {
		return errors.New("bad level " + s)
	}
	*l = Level(len(s) - 1)
	return nil
}

type Port int

func (p *Port) UnmarshalText(b []byte) error {
	return &json.UnmarshalTypeError{Value: "text " + string(b), Struct: "Mine", Field: "mine"}
}

type Spec struct {
	Level Level `json:"level"`
	Inner struct {
		Levels []Level `json:"levels"`
	} `json:"inner"`
	Ports map[string]Port `json:"ports"`
}

func main() {
	for _, in := range []string{
		`{"level":"L12"}`,
		`{"level":5}`,
		`{"level":"zz"}`,
		`{"inner":{"levels":["L1",true]}}`,
	} {
		var s Spec
		err := json.Unmarshal([]byte(in), &s)
		fmt.Println(s.Level, err)
		var ute *json.UnmarshalTypeError
		if errors.As(err, &ute) {
			fmt.Printf("%q %q %q %d\n", ute.Value, ute.Struct, ute.Field, ute.Offset)
		}
	}
	// The error's own Struct/Field are replaced by where the decoder was.
	var s Spec
	err := json.Unmarshal([]byte(`{"ports":{"http":"eighty"}}`), &s)
	var ute *json.UnmarshalTypeError
	fmt.Println(errors.As(err, &ute), ute.Value, ute.Struct, ute.Field)
	var l Level
	fmt.Println(json.Unmarshal([]byte(`7`), &l))
	var ls []Level
	fmt.Println(json.Unmarshal([]byte(`["L",7]`), &ls), ls)
	dec := json.NewDecoder(strings.NewReader(`{"level":[1]}`))
	fmt.Println(dec.Decode(&s))
}

// Output:
// 2 <nil>
// 0 json: cannot unmarshal number into Go struct field Spec.level of type string
// "number" "Spec" "level" 1
// 0 bad level zz
// 0 json: cannot unmarshal bool into Go struct field .inner.levels of type string
// "bool" "" "inner.levels" 4
// true text eighty Spec ports
// json: cannot unmarshal number into Go value of type string
// json: cannot unmarshal number into Go value of type string [0 0]
// json: cannot unmarshal array into Go struct field Spec.level of type string
