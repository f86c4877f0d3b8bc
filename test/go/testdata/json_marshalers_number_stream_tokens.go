package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

type Phase string

func (p Phase) MarshalText() ([]byte, error) {
	if p == "" {
		return nil, errors.New("empty phase")
	}
	return []byte(strings.ToLower(string(p))), nil
}

type Quantity struct{ Milli int64 }

func (q Quantity) MarshalJSON() ([]byte, error) {
	return []byte(fmt.Sprintf(`"%dm"`, q.Milli)), nil
}

func (q *Quantity) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("quantity: %w", err)
	}
	_, err := fmt.Sscanf(s, "%dm", &q.Milli)
	return err
}

type PtrOnly struct{ N int }

func (p *PtrOnly) MarshalJSON() ([]byte, error) { return []byte(`"ptr"`), nil }

type Bad struct{}

func (Bad) MarshalJSON() ([]byte, error) { return []byte(`{bad`), nil }

type Status struct {
	Phase   Phase              `json:"phase"`
	CPU     Quantity           `json:"cpu"`
	ByPhase map[Phase]int      `json:"byPhase"`
	When    time.Time          `json:"when"`
	Took    time.Duration      `json:"took"`
	P       PtrOnly            `json:"p"`
	PP      *PtrOnly           `json:"pp"`
	Extra   map[string]float64 `json:"extra,omitempty"`
	Iface   any                `json:"iface"`
}

func main() {
	s := Status{Phase: "Running", CPU: Quantity{250}, ByPhase: map[Phase]int{"Pending": 1, "Failed": 2},
		When: time.Date(2024, 5, 6, 7, 8, 9, 1000, time.FixedZone("", -3*3600)), Took: 1500 * time.Millisecond,
		PP: &PtrOnly{}, Iface: Quantity{5}}
	b, err := json.Marshal(s)
	fmt.Println(string(b), err)
	b, err = json.Marshal(&s)
	fmt.Println(string(b)[len(b)-40:], err)
	_, err = json.Marshal(Status{})
	fmt.Println(err)
	_, err = json.Marshal(map[string]any{"x": Bad{}})
	fmt.Println(err)
	var back Status
	err = json.Unmarshal([]byte(`{"cpu":"750m","when":"2024-01-02T03:04:05Z","took":12}`), &back)
	fmt.Println(err, back.CPU, back.When, back.Took)
	err = json.Unmarshal([]byte(`{"cpu":5}`), &back)
	fmt.Println(err)
	err = json.Unmarshal([]byte(`{"when":"yesterday"}`), &back)
	fmt.Println(err)
	err = json.Unmarshal([]byte(`{"byPhase":{"a":1}}`), &back)
	fmt.Println(err)
	dec := json.NewDecoder(strings.NewReader(`{"items":[1,"two",{"three":3.0},[true,null]]} {"next":1}`))
	for {
		tok, err := dec.Token()
		if err != nil {
			fmt.Println("end:", err)
			break
		}
		fmt.Printf("%T:%v more=%v\n", tok, tok, dec.More())
	}
	var out bytes.Buffer
	fmt.Println(json.Indent(&out, []byte(`{"a":[1,2,{}],"b":{"c":[]}}`), "", "  "), out.String())
	out.Reset()
	fmt.Println(json.Compact(&out, []byte("{ \"a\" : [ 1 , 2 ] }")), out.String())
	out.Reset()
	json.HTMLEscape(&out, []byte(`{"h":"<b>&amp;</b>"}`))
	fmt.Println(out.String())
	fmt.Println(json.Indent(&out, []byte(`{"a":}`), "", " "))
	var n json.Number = "12.50"
	f, _ := n.Float64()
	_, ierr := n.Int64()
	fmt.Println(n.String(), f, ierr)
	nb, _ := json.Marshal(struct{ N json.Number }{"1e3"})
	fmt.Println(string(nb))
	_, err = json.Marshal(struct{ N json.Number }{"abc"})
	fmt.Println(err)
	var se *json.SyntaxError
	err = json.Unmarshal([]byte(`{"a" 1}`), &back)
	fmt.Println(errors.As(err, &se), se.Offset, err)
	var ute *json.UnmarshalTypeError
	err = json.Unmarshal([]byte(`{"took":"1s"}`), &back)
	fmt.Println(errors.As(err, &ute), ute.Field, ute.Value, ute.Type, ute.Offset)
}

// Output:
// {"phase":"running","cpu":"250m","byPhase":{"Failed":2,"Pending":1},"when":"2024-05-06T07:08:09.000001-03:00","took":1500000000,"p":{"N":0},"pp":"ptr","iface":"5m"} <nil>
// 00000,"p":"ptr","pp":"ptr","iface":"5m"} <nil>
// json: error calling MarshalText for type main.Phase: empty phase
// json: error calling MarshalJSON for type main.Bad: invalid character 'b' looking for beginning of object key string
// <nil> {750} 2024-01-02 03:04:05 +0000 UTC 12ns
// quantity: json: cannot unmarshal number into Go value of type string
// parsing time "yesterday" as "2006-01-02T15:04:05Z07:00": cannot parse "yesterday" as "2006"
// <nil>
// json.Delim:{ more=true
// string:items more=true
// json.Delim:[ more=true
// float64:1 more=true
// string:two more=true
// json.Delim:{ more=true
// string:three more=true
// float64:3 more=false
// json.Delim:} more=true
// json.Delim:[ more=true
// bool:true more=true
// <nil>:<nil> more=false
// json.Delim:] more=false
// json.Delim:] more=false
// json.Delim:} more=true
// json.Delim:{ more=true
// string:next more=true
// float64:1 more=false
// json.Delim:} more=false
// end: EOF
// <nil> {
//   "a": [
//     1,
//     2,
//     {}
//   ],
//   "b": {
//     "c": []
//   }
// }
// <nil> {"a":[1,2]}
// {"h":"\u003cb\u003e\u0026amp;\u003c/b\u003e"}
// invalid character '}' looking for beginning of value
// 12.50 12.5 strconv.ParseInt: parsing "12.50": invalid syntax
// {"N":1e3}
// json: invalid number literal "abc"
// true 6 invalid character '1' after object key
// true took string time.Duration 12
