package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"
)

type Level int

const (
	Low Level = iota
	High
)

func (l Level) MarshalJSON() ([]byte, error) {
	switch l {
	case Low:
		return []byte(`"low"`), nil
	case High:
		return []byte(`"high"`), nil
	}
	return nil, errors.New("bad level")
}

func (l *Level) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	switch s {
	case "low":
		*l = Low
	case "high":
		*l = High
	default:
		return fmt.Errorf("unknown level %q", s)
	}
	return nil
}

type Color struct{ R, G, B uint8 }

func (c *Color) MarshalJSON() ([]byte, error) {
	return []byte(fmt.Sprintf(`"#%02x%02x%02x"`, c.R, c.G, c.B)), nil
}

type Task struct {
	Title    string        `json:"title"`
	Level    Level         `json:"level"`
	Due      time.Time     `json:"due"`
	Color    Color         `json:"color"`
	PColor   *Color        `json:"pcolor,omitempty"`
	Duration time.Duration `json:"duration"`
	Extra    json.RawMessage
	Num      json.Number
}

type Shape interface{ Area() float64 }
type Sq struct{ S float64 }

func (s Sq) Area() float64 { return s.S * s.S }

func main() {
	due := time.Date(2024, 3, 15, 10, 30, 0, 0, time.UTC)
	t := Task{Title: "write", Level: High, Due: due, Color: Color{255, 128, 0}, PColor: &Color{1, 2, 3}, Duration: 90 * time.Second, Extra: json.RawMessage(`[1,2]`), Num: "3.25"}
	b, err := json.Marshal(t)
	fmt.Println(string(b), err)
	b, err = json.Marshal(&t)
	fmt.Println(string(b), err)
	var back Task
	err = json.Unmarshal([]byte(`{"title":"x","level":"low","due":"2023-01-02T03:04:05Z","Extra":{"a":1},"Num":12}`), &back)
	fmt.Println(err, back.Title, back.Level, back.Due.Year(), string(back.Extra), back.Num)
	err = json.Unmarshal([]byte(`{"level":"mid"}`), &back)
	fmt.Println(err)
	_, err = json.Marshal(Level(5))
	fmt.Println(err)
	shapes := []Shape{Sq{2}, Sq{3}}
	b, _ = json.Marshal(shapes)
	fmt.Println(string(b))
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "    ")
	enc.Encode(map[string]any{"b": []any{1, "two", nil, true}, "a": map[string]int{}})
	enc.SetEscapeHTML(false)
	enc.Encode("<tag> & more")
	dec := json.NewDecoder(strings.NewReader(`{"title": "a"} {"title": "b"}
	[1,2]`))
	for dec.More() {
		var v any
		if err := dec.Decode(&v); err != nil {
			fmt.Println("err:", err)
			break
		}
		fmt.Printf("%T %v\n", v, v)
	}
	var v any
	fmt.Println(dec.Decode(&v))
	d2 := json.NewDecoder(strings.NewReader(`{"n": 12345678901234567890}`))
	d2.UseNumber()
	var m map[string]any
	fmt.Println(d2.Decode(&m), m)
	n := m["n"].(json.Number)
	_, e := n.Int64()
	fmt.Println(n.String(), e)
	d3 := json.NewDecoder(strings.NewReader(`{"title": "a", "bogus": 1}`))
	d3.DisallowUnknownFields()
	var tt Task
	fmt.Println(d3.Decode(&tt))
	anon := struct {
		Name string `json:"name"`
		Kids []struct {
			Age int `json:"age"`
		} `json:"kids"`
	}{}
	fmt.Println(json.Unmarshal([]byte(`{"name":"p","kids":[{"age":3},{"age":5}]}`), &anon), anon)
}

// Output:
// {"title":"write","level":"high","due":"2024-03-15T10:30:00Z","color":{"R":255,"G":128,"B":0},"pcolor":"#010203","duration":90000000000,"Extra":[1,2],"Num":3.25} <nil>
// {"title":"write","level":"high","due":"2024-03-15T10:30:00Z","color":"#ff8000","pcolor":"#010203","duration":90000000000,"Extra":[1,2],"Num":3.25} <nil>
// <nil> x 0 2023 {"a":1} 12
// unknown level "mid"
// json: error calling MarshalJSON for type main.Level: bad level
// [{"S":2},{"S":3}]
// {
//     "a": {},
//     "b": [
//         1,
//         "two",
//         null,
//         true
//     ]
// }
// "<tag> & more"
// map[string]interface {} map[title:a]
// map[string]interface {} map[title:b]
// []interface {} [1 2]
// EOF
// <nil> map[n:12345678901234567890]
// 12345678901234567890 strconv.ParseInt: parsing "12345678901234567890": value out of range
// json: unknown field "bogus"
// <nil> {p [{3} {5}]}
