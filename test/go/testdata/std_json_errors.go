package main

import (
	"encoding/json"
	"errors"
	"fmt"
)

type Item struct {
	Name  string `json:"name"`
	Price int    `json:"price"`
	Inner struct {
		Qty uint8 `json:"qty"`
	} `json:"inner"`
}

func main() {
	inputs := []string{
		`{"name": "a", "price": "ten"}`,
		`{"name": 5}`,
		`{"inner": {"qty": 300}}`,
		`{"inner": {"qty": -1}}`,
		`{"price": 1.5}`,
		`[1, 2]`,
		`{"name": "x",}`,
		`{"name" "x"}`,
		`{name: 1}`,
		`{"a": tru}`,
		`{"a": 1} x`,
		`{"a": "b\q"}`,
		`{"a": 01}`,
		`{"a": -}`,
		`{"a": 1.}`,
		`{"a": 1e}`,
		``,
		`   `,
		`{"a": [1, 2`,
		`"abc`,
		`{"a": [1 2]}`,
		`nul`,
		`'x'`,
	}
	for _, in := range inputs {
		var it Item
		err := json.Unmarshal([]byte(in), &it)
		fmt.Printf("%-28q -> %v\n", in, err)
		var se *json.SyntaxError
		if errors.As(err, &se) {
			fmt.Println("  syntax at", se.Offset)
		}
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			fmt.Println("  type:", te.Value, te.Field, te.Struct)
		}
	}
	var it Item
	fmt.Println(json.Unmarshal([]byte(`{}`), it))
	fmt.Println(json.Unmarshal([]byte(`{}`), nil))
	var ip *Item
	fmt.Println(json.Unmarshal([]byte(`{}`), ip))
	_, err := json.Marshal(make(chan int))
	fmt.Println(err)
	_, err = json.Marshal(map[bool]int{true: 1})
	fmt.Println(err)
	_, err = json.Marshal(func() {})
	fmt.Println(err)
	var n int
	fmt.Println(json.Unmarshal([]byte(`"x"`), &n), n)
	fmt.Println(json.Unmarshal([]byte(`42`), &n), n)
	var m map[string]int
	fmt.Println(json.Unmarshal([]byte(`{"a": 1, "b": "x", "c": 3}`), &m), m)
	var arr [2]int
	fmt.Println(json.Unmarshal([]byte(`[7, 8, 9]`), &arr), arr)
	var f32 float32
	fmt.Println(json.Unmarshal([]byte(`1e40`), &f32), f32)
}

// Output:
// "{\"name\": \"a\", \"price\": \"ten\"}" -> json: cannot unmarshal string into Go struct field Item.price of type int
//   type: string price Item
// "{\"name\": 5}"              -> json: cannot unmarshal number into Go struct field Item.name of type string
//   type: number name Item
// "{\"inner\": {\"qty\": 300}}" -> json: cannot unmarshal number 300 into Go struct field .inner.qty of type uint8
//   type: number 300 inner.qty 
// "{\"inner\": {\"qty\": -1}}" -> json: cannot unmarshal number -1 into Go struct field .inner.qty of type uint8
//   type: number -1 inner.qty 
// "{\"price\": 1.5}"           -> json: cannot unmarshal number 1.5 into Go struct field Item.price of type int
//   type: number 1.5 price Item
// "[1, 2]"                     -> json: cannot unmarshal array into Go value of type main.Item
//   type: array  
// "{\"name\": \"x\",}"         -> invalid character '}' looking for beginning of object key string
//   syntax at 14
// "{\"name\" \"x\"}"           -> invalid character '"' after object key
//   syntax at 9
// "{name: 1}"                  -> invalid character 'n' looking for beginning of object key string
//   syntax at 2
// "{\"a\": tru}"               -> invalid character '}' in literal true (expecting 'e')
//   syntax at 10
// "{\"a\": 1} x"               -> invalid character 'x' after top-level value
//   syntax at 10
// "{\"a\": \"b\\q\"}"          -> invalid character 'q' in string escape code
//   syntax at 10
// "{\"a\": 01}"                -> invalid character '1' after object key:value pair
//   syntax at 8
// "{\"a\": -}"                 -> invalid character '}' in numeric literal
//   syntax at 8
// "{\"a\": 1.}"                -> invalid character '}' after decimal point in numeric literal
//   syntax at 9
// "{\"a\": 1e}"                -> invalid character '}' in exponent of numeric literal
//   syntax at 9
// ""                           -> unexpected end of JSON input
//   syntax at 0
// "   "                        -> unexpected end of JSON input
//   syntax at 3
// "{\"a\": [1, 2"              -> unexpected end of JSON input
//   syntax at 11
// "\"abc"                      -> unexpected end of JSON input
//   syntax at 4
// "{\"a\": [1 2]}"             -> invalid character '2' after array element
//   syntax at 10
// "nul"                        -> invalid character ' ' in literal null (expecting 'l')
//   syntax at 3
// "'x'"                        -> invalid character '\'' looking for beginning of value
//   syntax at 1
// json: Unmarshal(non-pointer main.Item)
// json: Unmarshal(nil)
// json: Unmarshal(nil *main.Item)
// json: unsupported type: chan int
// json: unsupported type: map[bool]int
// json: unsupported type: func()
// json: cannot unmarshal string into Go value of type int 0
// <nil> 42
// json: cannot unmarshal string into Go value of type int map[a:1 b:0 c:3]
// <nil> [7 8]
// json: cannot unmarshal number 1e40 into Go value of type float32 0
