package main

import (
	"encoding/json"
	"fmt"
)

type Spec struct {
	Num   int64  `json:"num,string"`
	Ptr   *int   `json:"ptr,string"`
	Flag  bool   `json:"flag,string"`
	Label string `json:"label,string"`
}

func main() {
	for _, in := range []string{
		`{"num":5}`,
		`{"ptr":7}`,
		`{"flag":true}`,
		`{"label":"plain"}`,
		`{"num":"x"}`,
		`{"num":"12","ptr":"3","flag":"false","label":"\"q\""}`,
	} {
		var s Spec
		err := json.Unmarshal([]byte(in), &s)
		ptr := "nil"
		if s.Ptr != nil {
			ptr = fmt.Sprint(*s.Ptr)
		}
		fmt.Println(s.Num, ptr, s.Flag, s.Label, err)
	}
}

// Output:
// 0 nil false  json: invalid use of ,string struct tag, trying to unmarshal unquoted value into int64
// 0 nil false  json: invalid use of ,string struct tag, trying to unmarshal unquoted value into *int
// 0 nil false  json: invalid use of ,string struct tag, trying to unmarshal unquoted value into bool
// 0 nil false  json: invalid use of ,string struct tag, trying to unmarshal "plain" into string
// 0 nil false  json: invalid use of ,string struct tag, trying to unmarshal "x" into int64
// 12 3 false q <nil>
