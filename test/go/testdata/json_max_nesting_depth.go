package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

func try(n int, open, mid, close string) {
	s := strings.Repeat(open, n) + mid + strings.Repeat(close, n)
	var v any
	err := json.Unmarshal([]byte(s), &v)
	fmt.Println(n, open, err)
	var se *json.SyntaxError
	if errors.As(err, &se) {
		fmt.Println("offset", se.Offset)
	}
	if err == nil {
		d := 0
		for {
			switch x := v.(type) {
			case []any:
				if len(x) > 0 {
					v = x[0]
					d++
					continue
				}
			case map[string]any:
				v = x["a"]
				d++
				continue
			}
			break
		}
		fmt.Println("depth", d, v)
	}
	fmt.Println(json.Valid([]byte(s)))
}

type R struct {
	N *R `json:"n"`
}

func main() {
	try(10000, "[", "", "]")
	try(10001, "[", "", "]")
	try(9999, `{"a":`, "1", "}")
	try(10000, `{"a":`, "[]", "}")
	try(5001, `{"a":[`, "7", "]}")
	var x struct{ A []int }
	err := json.Unmarshal([]byte(`{"A":[1,2,`+strings.Repeat("[", 10010)), &x)
	fmt.Println(err)
	d := json.NewDecoder(strings.NewReader(strings.Repeat("[", 10001)))
	err = d.Decode(&x)
	fmt.Println(err)
	var r R
	err = json.Unmarshal([]byte(strings.Repeat(`{"n":`, 900)+"null"+strings.Repeat("}", 900)), &r)
	depth := 0
	for p := r.N; p != nil; p = p.N {
		depth++
	}
	fmt.Println(err, depth)
}

// Output:
// 10000 [ <nil>
// depth 9999 []
// true
// 10001 [ invalid character '[' exceeded max depth
// offset 10001
// false
// 9999 {"a": <nil>
// depth 9999 1
// true
// 10000 {"a": invalid character '[' exceeded max depth
// offset 50001
// false
// 5001 {"a":[ invalid character '{' exceeded max depth
// offset 30001
// false
// invalid character '[' exceeded max depth
// invalid character '[' exceeded max depth
// <nil> 899
