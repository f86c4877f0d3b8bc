package main

import (
	"encoding/json"
	"fmt"
)

type Base struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

type Audit struct {
	Name    string `json:"name"`
	Created string `json:"created"`
}

type Inner struct{ Deep string }

type Doc struct {
	*Base
	Audit
	*Inner `json:"inner,omitempty"`
	Title  string `json:"title"`
	Count  *int   `json:"count,omitempty"`
	Any    any    `json:"any"`
	Arr    [2]int `json:"arr"`
	Bytes  []byte `json:"bytes"`
	Iface  fmt.Stringer
}

type Flat struct {
	A int
	B int `json:"a"`
}

func main() {
	d := Doc{Base: &Base{1, "base"}, Audit: Audit{"audit", "now"}, Title: "t", Bytes: []byte("hi")}
	b, err := json.Marshal(d)
	fmt.Println(string(b), err)
	b, _ = json.Marshal(Doc{})
	fmt.Println(string(b))
	var back Doc
	err = json.Unmarshal([]byte(`{"id":9,"name":"n","created":"c","inner":{"Deep":"x"},"count":3,"any":[1,{"a":null}],"arr":[5,6,7],"bytes":"aGk="}`), &back)
	fmt.Println(err, back.Base.ID, back.Audit.Created, back.Inner.Deep, *back.Count, back.Any, back.Arr, string(back.Bytes))
	err = json.Unmarshal([]byte(`{"bytes":"!!"}`), &back)
	fmt.Println(err)
	b, _ = json.Marshal(Flat{1, 2})
	fmt.Println(string(b))
	var f Flat
	json.Unmarshal([]byte(`{"A":5,"a":6}`), &f)
	fmt.Println(f)
	var m map[int]string
	fmt.Println(json.Unmarshal([]byte(`{"1":"a","x":"b"}`), &m), m)
	var arr []int
	fmt.Println(json.Unmarshal([]byte(`[1,"2",3]`), &arr), arr)
	var iface fmt.Stringer
	fmt.Println(json.Unmarshal([]byte(`{}`), &iface))
	type Cyclic struct {
		Next *Cyclic `json:"next"`
		V    int     `json:"v"`
	}
	c := &Cyclic{V: 1}
	c.Next = &Cyclic{V: 2}
	b, _ = json.Marshal(c)
	fmt.Println(string(b))
	c.Next.Next = c
	_, err = json.Marshal(c)
	fmt.Println(err)
	b, err = json.Marshal(map[float64]int{1.5: 1})
	fmt.Println(string(b), err)
	b, err = json.Marshal(map[[2]int]int{{1, 2}: 1})
	fmt.Println(string(b), err)
}

// Output:
// {"id":1,"created":"now","title":"t","any":null,"arr":[0,0],"bytes":"aGk=","Iface":null} <nil>
// {"created":"","title":"","any":null,"arr":[0,0],"bytes":null,"Iface":null}
// <nil> 9 c x 3 [1 map[a:<nil>]] [5 6] hi
// illegal base64 data at input byte 0
// {"A":1,"a":2}
// {5 6}
// json: cannot unmarshal number x into Go value of type int map[1:a]
// json: cannot unmarshal string into Go value of type int [1 0 3]
// json: cannot unmarshal object into Go value of type fmt.Stringer
// {"next":{"next":null,"v":2},"v":1}
// json: unsupported value: encountered a cycle via *main.Cyclic
//  json: unsupported type: map[float64]int
//  json: unsupported type: map[[2]int]int
