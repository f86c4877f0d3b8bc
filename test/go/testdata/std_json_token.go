package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

func main() {
	dec := json.NewDecoder(strings.NewReader(`{"items": [1, "two", true, null, {"k": 2.5}], "next": "x"} [3]`))
	for {
		t, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Println("error:", err)
			break
		}
		fmt.Printf("%T %v more=%v offset=%d\n", t, t, dec.More(), dec.InputOffset())
	}

	// streaming an array: Token for '[', Decode per element, Token for ']'
	type item struct {
		Name string `json:"name"`
	}
	dec = json.NewDecoder(strings.NewReader(`[{"name": "a"}, {"name": "b"}]`))
	t, _ := dec.Token()
	fmt.Println(t)
	for dec.More() {
		var it item
		if err := dec.Decode(&it); err != nil {
			fmt.Println(err)
			break
		}
		fmt.Println(it.Name)
	}
	t, _ = dec.Token()
	fmt.Println(t, json.Delim('{'), json.Delim(']').String())

	// errors, as stream.go words them
	for _, in := range []string{`[1 2]`, `{"a" 1}`, `{"a": 1 "b"}`, `]`, `{1: 2}`, `[1,]`} {
		dec = json.NewDecoder(strings.NewReader(in))
		for {
			_, err := dec.Token()
			if err != nil {
				fmt.Printf("%s: %v\n", in, err)
				break
			}
		}
	}
	dec = json.NewDecoder(strings.NewReader(`{"a": 1}`))
	dec.Token()
	var v any
	fmt.Println(dec.Decode(&v))

	dec = json.NewDecoder(strings.NewReader(`[1 2]`))
	dec.Token()
	dec.Decode(&v)
	fmt.Println(dec.Decode(&v))
}

// Output:
// json.Delim { more=true offset=1
// string items more=true offset=8
// json.Delim [ more=true offset=11
// float64 1 more=true offset=12
// string two more=true offset=19
// bool true more=true offset=25
// <nil> <nil> more=true offset=31
// json.Delim { more=true offset=34
// string k more=true offset=37
// float64 2.5 more=false offset=42
// json.Delim } more=false offset=43
// json.Delim ] more=true offset=44
// string next more=true offset=52
// string x more=false offset=57
// json.Delim } more=true offset=59
// json.Delim [ more=true offset=60
// float64 3 more=false offset=61
// json.Delim ] more=false offset=62
// [
// a
// b
// ] { ]
// [1 2]: invalid character '2' after array element
// {"a" 1}: invalid character '1' after object key
// {"a": 1 "b"}: invalid character '"' after object key:value pair
// ]: invalid character ']' looking for beginning of value
// {1: 2}: invalid character '1'
// [1,]: invalid character ']' looking for beginning of value
// not at beginning of value
// expected comma after array element
