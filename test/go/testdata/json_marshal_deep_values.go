package main

import (
	"encoding/json"
	"fmt"
	"strings"
)

// encoding/json's encoder has no depth limit: it recurses on a goroutine stack that grows to 1 GB,
// so values nested 100,000 deep marshal (only the decoder stops at 10,000).

type Node struct {
	Next *Node `json:"next,omitempty"`
	V    int   `json:"v"`
}

type Wrap struct {
	In  [1]any `json:"in"`
	Tag string `json:"tag,omitempty"`
}

func main() {
	const n = 100000
	var v any = 1
	for i := 0; i < n; i++ {
		v = []any{v}
	}
	b, err := json.Marshal(v)
	fmt.Println(len(b), err, string(b[n-3:n+4]), strings.Count(string(b), "["))

	var m any = "x"
	for i := 0; i < n; i++ {
		m = map[string]any{"k": m, "i": i % 3}
	}
	b, err = json.Marshal(m)
	fmt.Println(len(b), err, string(b[:30]), string(b[len(b)-12:]))

	var root *Node
	for i := 0; i < 20000; i++ {
		root = &Node{Next: root, V: i}
	}
	b, err = json.Marshal(root)
	fmt.Println(len(b), err, string(b[:40]), string(b[len(b)-20:]))

	var w any = "leaf"
	for i := 0; i < 20000; i++ {
		w = Wrap{In: [1]any{w}, Tag: fmt.Sprint(i % 2)}
	}
	b, err = json.Marshal(w)
	fmt.Println(len(b), err, string(b[:40]), string(b[len(b)-20:]))
}

// Output:
// 200001 <nil> [[[1]]] 100000
// 1200003 <nil> {"i":0,"k":{"i":2,"k":{"i":1," }}}}}}}}}}}}
// 368882 <nil> {"next":{"next":{"next":{"next":{"next": v":19998},"v":19999}
// 380006 <nil> {"in":[{"in":[{"in":[{"in":[{"in":[{"in" ag":"0"}],"tag":"1"}
