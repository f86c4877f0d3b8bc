package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

type Level int

func (l Level) MarshalText() ([]byte, error) {
	if l < 0 {
		return nil, errors.New("negative level")
	}
	return []byte(strings.Repeat("*", int(l))), nil
}

func (l *Level) UnmarshalText(b []byte) error {
	if strings.Trim(string(b), "*") != "" {
		return fmt.Errorf("bad level %q", b)
	}
	*l = Level(len(b))
	return nil
}

type Dur struct{ time.Duration }

func (d Dur) MarshalJSON() ([]byte, error) { return json.Marshal(d.String()) }
func (d *Dur) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	v, err := time.ParseDuration(s)
	d.Duration = v
	return err
}

type Node struct {
	Name string
	Next *Node `json:",omitempty"`
}

type inner struct{ X int }
type Inner struct{ Y int }

type Outer struct {
	*inner
	*Inner
	Z int
}

type Config struct {
	Levels   map[Level]string `json:"levels"`
	ByInt    map[int]bool     `json:"byInt"`
	Timeout  Dur              `json:"timeout"`
	Lvl      Level            `json:"lvl"`
	Any      any              `json:"any,omitempty"`
	Iface    fmt.Stringer     `json:"iface"`
	Ptr      *Level           `json:"ptr,omitempty"`
	Embedded struct {
		A int `json:"a"`
	} `json:"embedded"`
}

func main() {
	c := Config{Levels: map[Level]string{2: "warn", 1: "info", 3: "err"}, ByInt: map[int]bool{10: true, 9: false, -1: true}, Timeout: Dur{90 * time.Second}, Lvl: 2}
	b, err := json.Marshal(c)
	fmt.Println(string(b), err)
	var back Config
	fmt.Println(json.Unmarshal(b, &back), back.Levels, back.ByInt, back.Timeout, back.Lvl)
	fmt.Println(json.Unmarshal([]byte(`{"levels":{"x*":"bad"}}`), &back))
	fmt.Println(json.Unmarshal([]byte(`{"lvl":"?"}`), &back))
	fmt.Println(json.Unmarshal([]byte(`{"timeout":"5parsecs"}`), &back))
	fmt.Println(json.Unmarshal([]byte(`{"timeout":5}`), &back))
	fmt.Println(json.Unmarshal([]byte(`{"byInt":{"x":true}}`), &back))
	fmt.Println(json.Unmarshal([]byte(`{"iface":"s"}`), &back))
	_, err = json.Marshal(Config{Lvl: -1})
	fmt.Println(err)
	_, err = json.Marshal(map[Level]int{-2: 1})
	fmt.Println(err)
	n := &Node{Name: "a"}
	n.Next = &Node{Name: "b", Next: n}
	_, err = json.Marshal(n)
	fmt.Println(err)
	var o Outer
	err = json.Unmarshal([]byte(`{"X":1,"Y":2,"Z":3}`), &o)
	fmt.Println(err, o.Inner, o.Z)
	ob, err := json.Marshal(Outer{Inner: &Inner{5}, Z: 6})
	fmt.Println(string(ob), err)
	var anyv any
	dec := json.NewDecoder(strings.NewReader(`{"a":[1,2,{"b":null}],"c":"d"} {"e":1} [`))
	for {
		err := dec.Decode(&anyv)
		if err != nil {
			fmt.Println("decode:", err)
			break
		}
		fmt.Printf("%v %T\n", anyv, anyv)
	}
	var syn *json.SyntaxError
	err = json.Unmarshal([]byte(`{"a": tru}`), &anyv)
	fmt.Println(err, errors.As(err, &syn), syn.Offset)
	var ute *json.UnmarshalTypeError
	err = json.Unmarshal([]byte(`{"embedded":{"a":"str"}}`), &back)
	fmt.Println(err, errors.As(err, &ute), ute.Field, ute.Value, ute.Type, ute.Offset)
	fmt.Println(json.Valid([]byte(`{"x":[1,2,]}`)), json.Valid([]byte(`"\u00e9"`)))
	var ie *json.InvalidUnmarshalError
	err = json.Unmarshal([]byte(`1`), back)
	fmt.Println(err, errors.As(err, &ie))
	err = json.Unmarshal([]byte(`1`), nil)
	fmt.Println(err)
	var raw map[string]json.RawMessage
	json.Unmarshal([]byte(`{"k": {"nested": [1, 2]}, "s": "x"}`), &raw)
	fmt.Println(string(raw["k"]), string(raw["s"]))
	var num json.Number
	json.Unmarshal([]byte(`12.50`), &num)
	f, _ := num.Float64()
	_, ierr := num.Int64()
	fmt.Println(num, num.String(), f, ierr)
}

// Output:
// {"levels":{"*":"info","**":"warn","***":"err"},"byInt":{"-1":true,"10":true,"9":false},"timeout":"1m30s","lvl":"**","iface":null,"embedded":{"a":0}} <nil>
// <nil> map[1:info 2:warn 3:err] map[-1:true 9:false 10:true] 1m30s 2
// bad level "x*"
// bad level "?"
// time: unknown unit "parsecs" in duration "5parsecs"
// json: cannot unmarshal number into Go struct field Config.timeout of type string
// json: cannot unmarshal number x into Go struct field Config.byInt of type int
// json: cannot unmarshal string into Go struct field Config.iface of type fmt.Stringer
// json: error calling MarshalText for type main.Level: negative level
// json: encoding error for type "map[main.Level]int": "negative level"
// json: unsupported value: encountered a cycle via *main.Node
// json: cannot set embedded pointer to unexported struct: main.inner &{2} 3
// {"Y":5,"Z":6} <nil>
// map[a:[1 2 map[b:<nil>]] c:d] map[string]interface {}
// map[e:1] map[string]interface {}
// decode: unexpected EOF
// invalid character '}' in literal true (expecting 'e') true 10
// json: cannot unmarshal string into Go struct field .embedded.a of type int true embedded.a string int 22
// false true
// json: Unmarshal(non-pointer main.Config) true
// json: Unmarshal(nil)
// {"nested": [1, 2]} "x"
// 12.50 12.50 12.5 strconv.ParseInt: parsing "12.50": invalid syntax
