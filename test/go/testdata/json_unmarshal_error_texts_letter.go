package main

import (
	"encoding/json"
	"errors"
	"fmt"
)

type Address struct {
	City string `json:"city"`
	Zip  int    `json:"zip"`
}

type User struct {
	Name    string            `json:"name"`
	Age     int               `json:"age"`
	Tags    []string          `json:"tags"`
	Addr    Address           `json:"addr"`
	Scores  map[string]uint8  `json:"scores"`
	Active  bool              `json:"active,string"`
	private int
}

func try(label, in string) {
	var u User
	err := json.Unmarshal([]byte(in), &u)
	fmt.Printf("%-10s %v\n", label, err)
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		fmt.Printf("           value=%s type=%v offset=%d struct=%s field=%s\n", te.Value, te.Type, te.Offset, te.Struct, te.Field)
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		fmt.Printf("           syntax at offset %d\n", se.Offset)
	}
}

func main() {
	try("age", `{"name":"a","age":"ten"}`)
	try("nested", `{"addr":{"city":"x","zip":"12345"}}`)
	try("tags", `{"tags":"one"}`)
	try("tagelem", `{"tags":[1]}`)
	try("overflow", `{"scores":{"math":300}}`)
	try("float", `{"age":1.5}`)
	try("string", `{"active":true}`)
	try("strbad", `{"active":"maybe"}`)
	try("syntax", `{"name":"a",}`)
	try("eof", `{"name":`)
	try("array", `[1,2]`)
	try("null", `null`)
	try("extra", `{} x`)
	var n int
	fmt.Println(json.Unmarshal([]byte(`"5"`), &n))
	fmt.Println(json.Unmarshal([]byte(`5`), n))
	fmt.Println(json.Unmarshal([]byte(`5`), nil))
	var m map[int]string
	fmt.Println(json.Unmarshal([]byte(`{"x":"y"}`), &m))
	var anyv any
	fmt.Println(json.Unmarshal([]byte(`{"a":[1,"2",{"b":null}]}`), &anyv), anyv)
}

// Output:
// age        json: cannot unmarshal string into Go struct field User.age of type int
//            value=string type=int offset=23 struct=User field=age
// nested     json: cannot unmarshal string into Go struct field Address.addr.zip of type int
//            value=string type=int offset=33 struct=Address field=addr.zip
// tags       json: cannot unmarshal string into Go struct field User.tags of type []string
//            value=string type=[]string offset=13 struct=User field=tags
// tagelem    json: cannot unmarshal number into Go struct field User.tags of type string
//            value=number type=string offset=10 struct=User field=tags
// overflow   json: cannot unmarshal number 300 into Go struct field User.scores of type uint8
//            value=number 300 type=uint8 offset=21 struct=User field=scores
// float      json: cannot unmarshal number 1.5 into Go struct field User.age of type int
//            value=number 1.5 type=int offset=10 struct=User field=age
// string     json: invalid use of ,string struct tag, trying to unmarshal unquoted value into bool
// strbad     json: invalid use of ,string struct tag, trying to unmarshal "maybe" into bool
// syntax     invalid character '}' looking for beginning of object key string
//            syntax at offset 13
// eof        unexpected end of JSON input
//            syntax at offset 8
// array      json: cannot unmarshal array into Go value of type main.User
//            value=array type=main.User offset=1 struct= field=
// null       <nil>
// extra      invalid character 'x' after top-level value
//            syntax at offset 4
// json: cannot unmarshal string into Go value of type int
// json: Unmarshal(non-pointer int)
// json: Unmarshal(nil)
// json: cannot unmarshal number x into Go value of type int
// <nil> map[a:[1 2 map[b:<nil>]]]
