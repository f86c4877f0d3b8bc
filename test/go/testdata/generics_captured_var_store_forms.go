package main

import (
	"encoding/json"
	"fmt"
)

type P struct {
	X int `json:"x"`
}

func Stores[V any](src []V, ch chan V, m map[string]V) {
	var v V
	show := func(tag string) { fmt.Println(tag, v) }
	ch <- src[0]
	v = <-ch
	show("recv")
	ch <- src[1]
	var ok bool
	v, ok = <-ch
	show(fmt.Sprint("recv2 ", ok))
	v, ok = m["k"]
	show(fmt.Sprint("map ", ok))
	for _, v = range src {
	}
	show("range-assign")
	p := &src[0]
	v = *p
	show("deref")
	v, _ = pair(src[1])
	show("tuple")
	select {
	case v = <-func() chan V { c := make(chan V, 1); c <- src[0]; return c }():
	}
	show("select")
	arr := [2]V{src[1], src[0]}
	v = arr[0]
	show("array")
	json.Unmarshal([]byte(`{"x": 77}`), &v)
	show("json")
	w := v
	v = src[0]
	fmt.Println("copy kept", w, v)
}

func pair[V any](v V) (V, error) { return v, nil }

func main() {
	Stores([]P{{1}, {2}}, make(chan P, 1), map[string]P{"k": {3}})
	Stores([][2]int{{1, 1}, {2, 2}}, make(chan [2]int, 1), map[string][2]int{"k": {3, 3}})
}

// Output:
// recv {1}
// recv2 true {2}
// map true {3}
// range-assign {2}
// deref {1}
// tuple {2}
// select {1}
// array {2}
// json {77}
// copy kept {77} {1}
// recv [1 1]
// recv2 true [2 2]
// map true [3 3]
// range-assign [2 2]
// deref [1 1]
// tuple [2 2]
// select [1 1]
// array [2 2]
// json [2 2]
// copy kept [2 2] [1 1]
