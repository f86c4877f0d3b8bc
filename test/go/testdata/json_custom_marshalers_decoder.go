package main

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"time"
)

type Status int

const (
	Pending Status = iota
	Running
	Done
)

var names = []string{"pending", "running", "done"}

func (s Status) MarshalText() ([]byte, error) {
	if int(s) >= len(names) {
		return nil, fmt.Errorf("unknown status %d", int(s))
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
	return fmt.Errorf("invalid status %q", b)
}

type Duration struct{ time.Duration }

func (d Duration) MarshalJSON() ([]byte, error) { return json.Marshal(d.String()) }
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
	ID      int                 `json:"id"`
	Status  Status              `json:"status"`
	Timeout Duration            `json:"timeout"`
	ByState map[Status]int      `json:"by_state,omitempty"`
	Data    []byte              `json:"data"`
	Attrs   map[int]string      `json:"attrs"`
	Any     any                 `json:"any"`
	Nums    []json.Number       `json:"nums,omitempty"`
	Inner   *struct{ A, B int } `json:",omitempty"`
}

func main() {
	j := Job{ID: 1, Status: Running, Timeout: Duration{90 * time.Second},
		ByState: map[Status]int{Done: 2, Pending: 1}, Data: []byte("hi!"), Attrs: map[int]string{10: "x", 2: "y"}}
	b, err := json.Marshal(j)
	fmt.Println(string(b), err)
	var back Job
	err = json.Unmarshal(b, &back)
	fmt.Println(back.Status, back.Timeout, back.ByState, string(back.Data), back.Attrs, err)
	_, err = json.Marshal(Job{Status: 9})
	fmt.Println(err)
	err = json.Unmarshal([]byte(`{"status":"flying"}`), &back)
	fmt.Println(err)
	err = json.Unmarshal([]byte(`{"timeout":"forever"}`), &back)
	fmt.Println(err)
	_, err = json.Marshal(map[string]float64{"x": math.NaN()})
	fmt.Println(err)
	_, err = json.Marshal(make(chan int))
	fmt.Println(err)

	dec := json.NewDecoder(strings.NewReader(`{"ID": 5, "ANY": {"k": [1, 2.5, "s", null, true]}, "nums": [1, 2.50]} {"id": 6, "extra": 1}`))
	dec.UseNumber()
	for {
		var x Job
		if err := dec.Decode(&x); err != nil {
			fmt.Println("decode:", err)
			break
		}
		fmt.Printf("%d %v %T %v\n", x.ID, x.Any, x.Any, x.Nums)
	}
	strict := json.NewDecoder(strings.NewReader(`{"id": 6, "extra": 1}`))
	strict.DisallowUnknownFields()
	var y Job
	fmt.Println(strict.Decode(&y))

	var generic map[string]any
	json.Unmarshal([]byte(`{"n": 1, "f": 1.5, "big": 12345678901234567890, "arr": [], "obj": {}}`), &generic)
	fmt.Println(generic, fmt.Sprintf("%T %T", generic["n"], generic["arr"]))
	tok := json.NewDecoder(strings.NewReader(`[{"a":1},"x"]`))
	for {
		t, err := tok.Token()
		if err != nil {
			break
		}
		fmt.Printf("%T:%v ", t, t)
	}
	fmt.Println()
	out, _ := json.MarshalIndent(map[string]any{"b": []int{}, "a": nil, "c": map[string]int{}}, ">", "\t")
	fmt.Println(string(out))
	fmt.Println(json.Valid([]byte(`{"a":}`)), json.Valid([]byte(`[1]`)))
	h, _ := json.Marshal("<a href='x'>&</a>")
	fmt.Println(string(h))
}

// Output:
// {"id":1,"status":"running","timeout":"1m30s","by_state":{"done":2,"pending":1},"data":"aGkh","attrs":{"10":"x","2":"y"},"any":null} <nil>
// 1 1m30s map[0:1 2:2] hi! map[2:y 10:x] <nil>
// json: error calling MarshalText for type main.Status: unknown status 9
// invalid status "flying"
// time: invalid duration "forever"
// json: unsupported value: NaN
// json: unsupported type: chan int
// 5 map[k:[1 2.5 s <nil> true]] map[string]interface {} [1 2.50]
// 6 <nil> <nil> []
// decode: EOF
// json: unknown field "extra"
// map[arr:[] big:1.2345678901234567e+19 f:1.5 n:1 obj:map[]] float64 []interface {}
// json.Delim:[ json.Delim:{ string:a float64:1 json.Delim:} string:x json.Delim:] 
// {
// >	"a": null,
// >	"b": [],
// >	"c": {}
// >}
// false true
// "\u003ca href='x'\u003e\u0026\u003c/a\u003e"
