package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"strings"
	"time"
)

type Address struct {
	Street string `json:"street"`
	City   string `json:"city,omitempty"`
}

type Meta struct {
	Labels map[string]string `json:"labels,omitempty"`
}

type User struct {
	ID      int            `json:"id"`
	Name    string         `json:"name"`
	Email   string         `json:"email,omitempty"`
	Age     int            `json:"age,string"`
	Admin   bool           `json:"-"`
	Dash    string         `json:"-,"`
	Tags    []string       `json:"tags"`
	Addr    *Address       `json:"address,omitempty"`
	Created time.Time      `json:"created"`
	Extra   map[string]any `json:"extra,omitempty"`
	Score   float64        `json:"score"`
	private int
	Meta
	Raw json.RawMessage `json:"raw,omitempty"`
}

type Level int

func (l Level) MarshalText() ([]byte, error) { return []byte(fmt.Sprintf("L%d", int(l))), nil }

type Status struct{ Code int }

func (s Status) MarshalJSON() ([]byte, error) {
	return []byte(fmt.Sprintf(`{"status":%d}`, s.Code)), nil
}

func main() {
	u := User{ID: 1, Name: "Ann <admin> & co", Age: 30, Admin: true, Dash: "d",
		Created: time.Date(2024, 3, 1, 12, 0, 0, 0, time.UTC), Score: 1.5e-7,
		Meta: Meta{Labels: map[string]string{"b": "2", "a": "1"}}}
	b, err := json.Marshal(u)
	fmt.Println(string(b), err)
	b, _ = json.MarshalIndent(map[string]any{"z": []int{}, "a": nil, "m": map[Level]int{3: 1, 1: 2}, "s": Status{4}, "f": 100.0, "big": 1e21}, "", "  ")
	fmt.Println(string(b))
	var back User
	err = json.Unmarshal([]byte(`{"id":2,"NAME":"bob","age":"41","tags":null,"address":{"street":"x"},"labels":{"k":"v"},"raw":[1, 2],"unknown":1}`), &back)
	fmt.Printf("%+v %v\n", back.Addr, err)
	fmt.Println(back.ID, back.Name, back.Age, back.Tags == nil, back.Labels, string(back.Raw))
	var anyv any
	json.Unmarshal([]byte(`{"n":1,"f":2.5,"arr":[true,null,"s"],"obj":{}}`), &anyv)
	fmt.Printf("%v %T\n", anyv, anyv.(map[string]any)["n"])
	errs := []string{
		`{"id":"one"}`,
		`{"id":1.5}`,
		`{"tags":"x"}`,
		`{"age":30}`,
		`{"id":1,}`,
		`[1,2]`,
		`{"address":{"street":5}}`,
		``,
		`{"id":99999999999999999999}`,
	}
	for _, s := range errs {
		var u2 User
		err := json.Unmarshal([]byte(s), &u2)
		fmt.Printf("%-30s %v\n", s, err)
	}
	_, err = json.Marshal(map[string]any{"c": make(chan int)})
	fmt.Println(err)
	_, err = json.Marshal(math.NaN())
	fmt.Println(err)
	_, err = json.Marshal(func() {})
	fmt.Println(err)
	err = json.Unmarshal([]byte(`{}`), nil)
	fmt.Println(err)
	var notPtr User
	err = json.Unmarshal([]byte(`{}`), notPtr)
	fmt.Println(err)
	dec := json.NewDecoder(strings.NewReader(`{"id":1,"bogus":2}`))
	dec.DisallowUnknownFields()
	fmt.Println(dec.Decode(&notPtr))
	enc := json.NewEncoder(os.Stdout)
	enc.SetEscapeHTML(false)
	enc.SetIndent(">", "\t")
	enc.Encode(struct {
		A string
		B []byte
		C [2]int
		D any
		E *int
	}{A: "<x>", B: []byte("hi")})
	fmt.Println(json.Valid([]byte(`{"a":}`)), json.Valid([]byte(`[]`)))
}

// Output:
// {"id":1,"name":"Ann \u003cadmin\u003e \u0026 co","age":"30","-":"d","tags":null,"created":"2024-03-01T12:00:00Z","score":1.5e-7,"labels":{"a":"1","b":"2"}} <nil>
// {
//   "a": null,
//   "big": 1e+21,
//   "f": 100,
//   "m": {
//     "L1": 2,
//     "L3": 1
//   },
//   "s": {
//     "status": 4
//   },
//   "z": []
// }
// &{Street:x City:} <nil>
// 2 bob 41 true map[k:v] [1, 2]
// map[arr:[true <nil> s] f:2.5 n:1 obj:map[]] float64
// {"id":"one"}                   json: cannot unmarshal string into Go struct field User.id of type int
// {"id":1.5}                     json: cannot unmarshal number 1.5 into Go struct field User.id of type int
// {"tags":"x"}                   json: cannot unmarshal string into Go struct field User.tags of type []string
// {"age":30}                     json: invalid use of ,string struct tag, trying to unmarshal unquoted value into int
// {"id":1,}                      invalid character '}' looking for beginning of object key string
// [1,2]                          json: cannot unmarshal array into Go value of type main.User
// {"address":{"street":5}}       json: cannot unmarshal number into Go struct field Address.address.street of type string
//                                unexpected end of JSON input
// {"id":99999999999999999999}    json: cannot unmarshal number 99999999999999999999 into Go struct field User.id of type int
// json: unsupported type: chan int
// json: unsupported value: NaN
// json: unsupported type: func()
// json: Unmarshal(nil)
// json: Unmarshal(non-pointer main.User)
// json: unknown field "bogus"
// {
// >	"A": "<x>",
// >	"B": "aGk=",
// >	"C": [
// >		0,
// >		0
// >	],
// >	"D": null,
// >	"E": null
// >}
// false true
