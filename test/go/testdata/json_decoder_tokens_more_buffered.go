package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

func main() {
	const stream = `[
  {"kind": "Pod", "name": "a"},
  {"kind": "Service", "name": "b"}
] trailing {"x":1}`
	dec := json.NewDecoder(strings.NewReader(stream))
	t, err := dec.Token()
	fmt.Printf("%T %v %v\n", t, t, err)
	for dec.More() {
		var obj struct{ Kind, Name string }
		if err := dec.Decode(&obj); err != nil {
			fmt.Println("decode:", err)
			return
		}
		fmt.Println(obj.Kind, obj.Name)
	}
	t, err = dec.Token()
	fmt.Printf("%T %v %v\n", t, t, err)
	rest, _ := io.ReadAll(dec.Buffered())
	fmt.Printf("buffered %q\n", rest)
	_, err = dec.Token()
	fmt.Println(err)

	dec = json.NewDecoder(strings.NewReader(`{"a": [true, null, -0.5, "s"], "b": {}} {"c": }`))
	for {
		t, err := dec.Token()
		if err != nil {
			fmt.Println("stop:", err)
			break
		}
		fmt.Printf("%T:%v more=%v\n", t, t, dec.More())
	}
	dec = json.NewDecoder(strings.NewReader(`]`))
	_, err = dec.Token()
	fmt.Println(err)
	dec = json.NewDecoder(strings.NewReader(`{"a" 1}`))
	dec.Token()
	dec.Token()
	_, err = dec.Token()
	fmt.Println(err)
	var v any
	fmt.Println(json.Unmarshal([]byte(`{"a":1,}`), &v))
	fmt.Println(json.Unmarshal([]byte(`[1 2]`), &v))
	fmt.Println(json.Unmarshal([]byte(``), &v))
	fmt.Println(json.Unmarshal([]byte(`  `), &v))
	fmt.Println(json.Unmarshal([]byte(`nul`), &v))
	fmt.Println(json.Unmarshal([]byte(`"\x"`), &v))
	fmt.Println(json.Unmarshal([]byte("\"a\tb\""), &v))
	fmt.Println(json.Unmarshal([]byte(`{} x`), &v))
	fmt.Println(json.Valid([]byte(`{"a":[1,2,{"b":null}]}`)), json.Valid([]byte(`{a:1}`)))
}

// Output:
// json.Delim [ <nil>
// Pod a
// Service b
// json.Delim ] <nil>
// buffered " trailing {\"x\":1}"
// invalid character 'a' in literal true (expecting 'u')
// json.Delim:{ more=true
// string:a more=true
// json.Delim:[ more=true
// bool:true more=true
// <nil>:<nil> more=true
// float64:-0.5 more=true
// string:s more=false
// json.Delim:] more=true
// string:b more=true
// json.Delim:{ more=false
// json.Delim:} more=false
// json.Delim:} more=true
// json.Delim:{ more=true
// string:c more=true
// stop: invalid character '}' looking for beginning of value
// invalid character ']' looking for beginning of value
// invalid character '1' after object key
// invalid character '}' looking for beginning of object key string
// invalid character '2' after array element
// unexpected end of JSON input
// unexpected end of JSON input
// invalid character ' ' in literal null (expecting 'l')
// invalid character 'x' in string escape code
// invalid character '\t' in string literal
// invalid character 'x' after top-level value
// true false
