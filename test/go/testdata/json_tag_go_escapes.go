package main

import (
	"encoding/json"
	"fmt"
	"reflect"
)

type T struct {
	A int    `json:"\x41lpha"`
	B int    `json:"b\u00e9ta"`
	C int    `json:"\103harlie,omitempty"`
	D int    `json:"d\q"`
	E string `json:"\u00e9\xc3\xa9,string"`
	F int    `json:"f\xffx"`
	G int    `json:"\"quoted\""`
	H int    `json:"h\\x"`
	I int    `json:"tab\tx"`
	J int    "json:\"j\\x4a\""
}

func main() {
	b, err := json.Marshal(T{1, 2, 3, 4, "5", 6, 7, 8, 9, 10})
	fmt.Println(string(b), err)
	var t T
	err = json.Unmarshal([]byte(`{"Alpha":11,"béta":12,"Charlie":13,"D":14,"éé":"\"15\"","F":16,"hx":17,"jJ":18}`), &t)
	fmt.Printf("%+v %v\n", t, err)
	rt := reflect.TypeOf(t)
	for i := 0; i < rt.NumField(); i++ {
		f := rt.Field(i)
		v, ok := f.Tag.Lookup("json")
		fmt.Printf("%s %q %v\n", f.Name, v, ok)
	}
}

// Output:
// {"Alpha":1,"béta":2,"Charlie":3,"D":4,"éé":"\"5\"","F":6,"G":7,"H":8,"I":9,"jJ":10} <nil>
// {A:11 B:12 C:13 D:14 E:15 F:16 G:0 H:0 I:0 J:18} <nil>
// A "Alpha" true
// B "béta" true
// C "Charlie,omitempty" true
// D "" false
// E "éé,string" true
// F "f\xffx" true
// G "\"quoted\"" true
// H "h\\x" true
// I "tab\tx" true
// J "jJ" true
