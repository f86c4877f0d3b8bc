package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"
)

type Status int

const (
	Pending Status = iota
	Active
	Done
)

var names = []string{"pending", "active", "done"}

func (s Status) MarshalText() ([]byte, error) {
	if int(s) >= len(names) {
		return nil, fmt.Errorf("bad status %d", int(s))
	}
	return []byte(names[s]), nil
}

func (s *Status) UnmarshalText(b []byte) error {
	for i, n := range names {
		if n == string(b) {
			*s = Status(i)
			return nil
		}
	}
	return fmt.Errorf("unknown status %q", b)
}

type Celsius float64

func (c Celsius) MarshalJSON() ([]byte, error) {
	return []byte(fmt.Sprintf(`"%.1fC"`, float64(c))), nil
}

type Duration struct{ time.Duration }

func (d *Duration) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	v, err := time.ParseDuration(s)
	d.Duration = v
	return err
}

type Job struct {
	Name    string            `json:"name"`
	Status  Status            `json:"status"`
	Temp    Celsius           `json:"temp"`
	Timeout Duration          `json:"timeout"`
	ByState map[Status]int    `json:"by_state,omitempty"`
	Raw     json.RawMessage   `json:"raw,omitempty"`
	When    time.Time         `json:"when"`
	Extra   map[string]any    `json:"extra,omitempty"`
	Opt     *string           `json:"opt"`
	Labels  map[string]string `json:"labels"`
}

func main() {
	j := Job{Name: "build", Status: Active, Temp: 21.55, ByState: map[Status]int{Done: 2, Pending: 1}, Raw: json.RawMessage(`{"x": [1, 2]}`), When: time.Date(2024, 5, 6, 7, 8, 9, 0, time.UTC)}
	b, err := json.Marshal(j)
	fmt.Println(string(b), err)
	_, err = json.Marshal(Job{Status: 7})
	fmt.Println(err)
	var back Job
	err = json.Unmarshal([]byte(`{"name":"x","status":"done","timeout":"1m30s","when":"2024-01-02T03:04:05+02:00","by_state":{"active":3},"raw":[1,  2],"labels":null}`), &back)
	fmt.Printf("%v %v %v %v %v %s %v\n", err, back.Status, back.Timeout, back.When, back.ByState, back.Raw, back.Labels == nil)
	err = json.Unmarshal([]byte(`{"status":"weird"}`), &back)
	fmt.Println(err)
	err = json.Unmarshal([]byte(`{"timeout":"forever"}`), &back)
	fmt.Println(err)
	err = json.Unmarshal([]byte(`{"timeout":5}`), &back)
	fmt.Println(err)
	err = json.Unmarshal([]byte(`{"when":"yesterday"}`), &back)
	fmt.Println(err)
	dec := json.NewDecoder(strings.NewReader(`{"a":1} {"a":2} [3] x`))
	for {
		var v any
		if err := dec.Decode(&v); err != nil {
			fmt.Println("stop:", err)
			break
		}
		fmt.Printf("%v (%d)\n", v, dec.InputOffset())
	}
	dec2 := json.NewDecoder(strings.NewReader(`[{"k":"v"}, true, null, 1.5]`))
	for {
		tok, err := dec2.Token()
		if err != nil {
			fmt.Println("end:", err)
			break
		}
		fmt.Printf("%T:%v more=%v ", tok, tok, dec2.More())
	}
	fmt.Println()
	var buf strings.Builder
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	enc.Encode(map[string]any{"html": "<b>&</b>", "n": []float64{1, 2.5, 1e21, 1e-7}})
	fmt.Print(buf.String())
	out, _ := json.Marshal("<b>&\u2028</b>")
	fmt.Println(string(out))
	fmt.Println(json.Valid([]byte(`{"a":}`)), json.Valid([]byte(`[1,2]`)))
}

// Output:
// {"name":"build","status":"active","temp":"21.6C","timeout":{"Duration":0},"by_state":{"done":2,"pending":1},"raw":{"x":[1,2]},"when":"2024-05-06T07:08:09Z","opt":null,"labels":null} <nil>
// json: error calling MarshalText for type main.Status: bad status 7
// <nil> 2 1m30s 2024-01-02 03:04:05 +0200 +0200 map[1:3] [1,  2] true
// unknown status "weird"
// time: invalid duration "forever"
// json: cannot unmarshal number into Go struct field Job.timeout of type string
// parsing time "yesterday" as "2006-01-02T15:04:05Z07:00": cannot parse "yesterday" as "2006"
// map[a:1] (7)
// map[a:2] (15)
// [3] (19)
// stop: invalid character 'x' looking for beginning of value
// json.Delim:[ more=true json.Delim:{ more=true string:k more=true string:v more=false json.Delim:} more=true bool:true more=true <nil>:<nil> more=true float64:1.5 more=false json.Delim:] more=false end: EOF
//
// {
//  "html": "<b>&</b>",
//  "n": [
//   1,
//   2.5,
//   1e+21,
//   1e-7
//  ]
// }
// "\u003cb\u003e\u0026\u2028\u003c/b\u003e"
// false true
