package main

import (
	"encoding/json"
	"fmt"
	"strings"
)

// encoding/json's decoder stores into typed values recursively on a growable goroutine stack: a
// document nested up to its 10,000-level limit fills pointer chains, nested structs, slices, maps
// and arrays of any depth.

type Node struct {
	Next *Node `json:"next,omitempty"`
	V    int   `json:"v"`
}

type Box struct {
	In  *Box   `json:"in"`
	Tag string `json:"tag"`
}

type L []L

type M map[string]M

type A [1]any

type Tree struct {
	Kids []Tree           `json:"kids"`
	Attr map[string]*Tree `json:"attr"`
	N    int              `json:"n"`
}

func main() {
	const n = 9000
	var sb strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&sb, `{"v":%d,"next":`, i)
	}
	sb.WriteString(`null`)
	sb.WriteString(strings.Repeat(`}`, n))
	var root *Node
	err := json.Unmarshal([]byte(sb.String()), &root)
	d, last := 0, -1
	for p := root; p != nil; p = p.Next {
		d++
		last = p.V
	}
	fmt.Println(d, last, err)

	var l L
	err = json.Unmarshal([]byte(strings.Repeat("[", n)+strings.Repeat("]", n)), &l)
	d = 0
	for x := l; len(x) > 0; x = x[0] {
		d++
	}
	fmt.Println(d, err)

	var m M
	err = json.Unmarshal([]byte(strings.Repeat(`{"a":`, n)+`{}`+strings.Repeat("}", n)), &m)
	d = 0
	for x := m; x != nil; x = x["a"] {
		d++
	}
	fmt.Println(d, err)

	var t Tree
	doc := strings.Repeat(`{"n":1,"kids":[{"n":2},`, n/2) + `{"attr":{"x":{"n":"bad"}}}` + strings.Repeat(`],"attr":{"y":null}}`, n/2)
	err = json.Unmarshal([]byte(doc), &t)
	d = 0
	for x := &t; len(x.Kids) > 1; x = &x.Kids[1] {
		d++
	}
	e := err.Error()
	fmt.Println(d, len(t.Kids), t.Attr, len(e), e[:60], e[len(e)-50:])

	var b Box
	err = json.Unmarshal([]byte(`{"tag":"a","in":{"tag":"b","in":{"tag":5,"in":{"tag":"d"}}}}`), &b)
	fmt.Println(b.Tag, b.In.Tag, b.In.In.Tag, b.In.In.In.Tag, err)

	var a A
	err = json.Unmarshal([]byte(strings.Repeat(`[`, n)+strings.Repeat(`]`, n)), &a)
	b2, _ := json.Marshal(a)
	fmt.Println(err, len(b2))

	err = json.Unmarshal([]byte(strings.Repeat(`[`, 10001)+strings.Repeat(`]`, 10001)), &l)
	fmt.Println(err)
}

// Output:
// 9000 8999 <nil>
// 8999 <nil>
// 9001 <nil>
// 4500 2 map[y:<nil>] 22574 json: cannot unmarshal string into Go struct field Tree.kids s.kids.kids.kids.kids.kids.kids.attr.n of type int
// a b  d json: cannot unmarshal number into Go struct field Box.in.in.tag of type string
// <nil> 18000
// invalid character '[' exceeded max depth
