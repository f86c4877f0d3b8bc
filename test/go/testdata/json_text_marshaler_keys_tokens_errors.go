package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"time"
)

type Status string

func (s Status) MarshalText() ([]byte, error) { return []byte(strings.ToUpper(string(s))), nil }
func (s *Status) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		return fmt.Errorf("empty status")
	}
	*s = Status(strings.ToLower(string(b)))
	return nil
}

type Base struct {
	ID      int       `json:"id"`
	Created time.Time `json:"created"`
}

type Event struct {
	*Base
	Kind    string            `json:"kind"`
	Status  Status            `json:"status"`
	ByState map[Status]int    `json:"byState"`
	Extra   map[string]any    `json:"extra,omitempty"`
	Score   float64           `json:"score"`
	Big     int64             `json:"big,string"`
	Opt     *string           `json:"opt"`
	Empty   struct{}          `json:"empty"`
	Iface   fmt.Stringer      `json:"iface"`
	Raw     json.RawMessage   `json:"raw"`
	Num     json.Number       `json:"num"`
}

func main() {
	e := Event{
		Base:    &Base{ID: 7, Created: time.Date(2024, 1, 2, 3, 4, 5, 0, time.FixedZone("", 3600))},
		Kind:    "<deploy>&",
		Status:  "Ready",
		ByState: map[Status]int{"ok": 1, "bad": 2},
		Score:   1e21,
		Big:     1 << 60,
		Raw:     json.RawMessage(`[1, 2]`),
		Num:     "12.50",
	}
	b, err := json.Marshal(e)
	fmt.Println(string(b), err)
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.Encode(map[string]any{"html": "<a&b>", "f": []float64{0.1, 1e-7, 123456789, 1e20, -0.0}})
	fmt.Print(buf.String())
	var back Event
	err = json.Unmarshal(b, &back)
	fmt.Println(err, back.ID, back.Status, back.ByState, back.Big, back.Created.Format(time.RFC3339), string(back.Raw), back.Num)
	dec := json.NewDecoder(strings.NewReader(`{"a": 1, "b": [true, null, "x", 2.5]} {"c": {}}`))
	for {
		tok, err := dec.Token()
		if err != nil {
			fmt.Println("end:", err)
			break
		}
		fmt.Printf("%T:%v ", tok, tok)
	}
	fmt.Println()
	dec = json.NewDecoder(strings.NewReader(`{"n": 12345678901234567890, "f": 1.5}`))
	dec.UseNumber()
	var m map[string]any
	fmt.Println(dec.Decode(&m), m, fmt.Sprintf("%T", m["n"]))
	var out bytes.Buffer
	fmt.Println(json.Indent(&out, []byte(`{"a":[1,{"b":2}],"c":{}}`), ">", "\t"), json.Valid([]byte(`{"a":}`)))
	fmt.Println(out.String())
	out.Reset()
	json.Compact(&out, []byte("{ \"a\" : [ 1 , 2 ] }"))
	fmt.Println(out.String())
	for _, bad := range []string{`{"status": ""}`, `{"byState": {"x": "y"}}`, `{"big": 5}`, `{"id": 1.5}`, `{"kind": "a", }`, `{"iface": "x"}`} {
		var ev Event
		fmt.Println(json.Unmarshal([]byte(bad), &ev))
	}
	_, err = json.Marshal(map[string]any{"ch": make(chan int)})
	fmt.Println(err)
	_, err = json.Marshal(func() {})
	fmt.Println(err)
	json.NewEncoder(os.Stdout).Encode([]any{nil, Status("x"), &e.Status, []byte{1, 2}, [2]bool{}})
}

// Output:
// {"id":7,"created":"2024-01-02T03:04:05+01:00","kind":"\u003cdeploy\u003e\u0026","status":"READY","byState":{"bad":2,"ok":1},"score":1e+21,"big":"1152921504606846976","opt":null,"empty":{},"iface":null,"raw":[1,2],"num":12.50} <nil>
// {"f":[0.1,1e-7,123456789,100000000000000000000,0],"html":"<a&b>"}
// <nil> 7 ready map[bad:2 ok:1] 1152921504606846976 2024-01-02T03:04:05+01:00 [1,2] 12.50
// json.Delim:{ string:a float64:1 string:b json.Delim:[ bool:true <nil>:<nil> string:x float64:2.5 json.Delim:] json.Delim:} json.Delim:{ string:c json.Delim:{ json.Delim:} json.Delim:} end: EOF
//
// <nil> map[f:1.5 n:12345678901234567890] json.Number
// <nil> false
// {
// >	"a": [
// >		1,
// >		{
// >			"b": 2
// >		}
// >	],
// >	"c": {}
// >}
// {"a":[1,2]}
// empty status
// json: cannot unmarshal string into Go struct field Event.byState of type int
// json: invalid use of ,string struct tag, trying to unmarshal unquoted value into int64
// json: cannot unmarshal number 1.5 into Go struct field Event.id of type int
// invalid character '}' looking for beginning of object key string
// json: cannot unmarshal string into Go struct field Event.iface of type fmt.Stringer
// json: unsupported type: chan int
// json: unsupported type: func()
// [null,"X","READY","AQI=",[false,false]]
