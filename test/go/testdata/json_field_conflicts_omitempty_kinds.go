package main

import (
	"encoding/json"
	"fmt"
	"time"
)

type A struct {
	Name string
	ID   int `json:"id"`
}

type B struct {
	Name string
	ID   int `json:"id"`
	Only string
}

type C struct {
	Name string `json:"Name"`
}

type Both struct {
	A
	B
	Extra string
}

type Tagged struct {
	A
	C
}

type Empty struct {
	S          string          `json:",omitempty"`
	I          int             `json:",omitempty"`
	F          float64         `json:",omitempty"`
	B          bool            `json:",omitempty"`
	P          *int            `json:",omitempty"`
	M          map[string]int  `json:",omitempty"`
	Sl         []int           `json:",omitempty"`
	Arr        [0]int          `json:",omitempty"`
	Arr2       [1]int          `json:",omitempty"`
	St         struct{ X int } `json:",omitempty"`
	T          time.Time       `json:",omitempty"`
	If         any             `json:",omitempty"`
	Bs         bool            `json:",string"`
	Is         int64           `json:",string,omitempty"`
	Str        string          `json:",string"`
	Ptr        *int            `json:",string"`
	Raw        json.RawMessage `json:",omitempty"`
	unexported int
	Dash       int `json:"-"`
	Weird      int `json:"a-b.c$d"`
	Bad        int `json:"a b"`
	Uni        int `json:"ünï"`
}

func main() {
	b, _ := json.Marshal(Both{A: A{"a", 1}, B: B{"b", 2, "only"}, Extra: "e"})
	fmt.Println(string(b))
	b, _ = json.Marshal(Tagged{A{"a", 1}, C{"c"}})
	fmt.Println(string(b))
	var t Tagged
	json.Unmarshal([]byte(`{"Name":"x","id":5}`), &t)
	fmt.Printf("%+v\n", t)
	seven := 7
	b, err := json.Marshal(Empty{Ptr: &seven, Sl: []int{}, M: map[string]int{}})
	fmt.Println(string(b), err)
	var e Empty
	err = json.Unmarshal([]byte(`{"Bs":"true","Is":"42","Str":"\"q\"","Ptr":"9","a-b.c$d":3,"Bad":4,"ünï":5}`), &e)
	fmt.Println(err, e.Bs, e.Is, e.Str, *e.Ptr, e.Weird, e.Bad, e.Uni)
	err = json.Unmarshal([]byte(`{"Bs":true}`), &e)
	fmt.Println(err)
	err = json.Unmarshal([]byte(`{"Is":"x"}`), &e)
	fmt.Println(err)
	err = json.Unmarshal([]byte(`{"Str":"noquotes"}`), &e)
	fmt.Println(err)
}

// Output:
// {"Only":"only","Extra":"e"}
// {"id":1,"Name":"c"}
// {A:{Name: ID:5} C:{Name:x}}
// {"Arr2":[0],"St":{"X":0},"T":"0001-01-01T00:00:00Z","Bs":"false","Str":"\"\"","Ptr":"7","a-b.c$d":0,"a b":0,"ünï":0} <nil>
// <nil> true 42 q 9 3 0 5
// json: invalid use of ,string struct tag, trying to unmarshal unquoted value into bool
// json: invalid use of ,string struct tag, trying to unmarshal "x" into int64
// json: invalid use of ,string struct tag, trying to unmarshal "noquotes" into string
