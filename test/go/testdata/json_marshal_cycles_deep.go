package main

// json.Marshal of cyclic data fails with UnsupportedValueError naming the type through which gc's
// encoder, checking only past 1000 nested pointers, maps and slices, first meets a value again; a
// deep chain without a cycle encodes.

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

type Node struct {
	V    int
	Next *Node
}

type A struct{ B *B }
type B struct{ Items []*A }

type Tree struct {
	Name     string
	Children map[string]*Tree
}

func main() {
	n := &Node{V: 1}
	n.Next = n
	_, err := json.Marshal(n)
	fmt.Println(err)
	var uve *json.UnsupportedValueError
	fmt.Println(errors.As(err, &uve))

	// A cycle through a pointer and a slice: the type named is the one at the 1001st level.
	a := &A{}
	a.B = &B{Items: []*A{a}}
	_, err = json.Marshal(a)
	fmt.Println(err)
	_, err = json.Marshal(a.B)
	fmt.Println(err)

	// Through a map.
	t := &Tree{Name: "root", Children: map[string]*Tree{}}
	t.Children["self"] = t
	_, err = json.Marshal(t)
	fmt.Println(err)

	m := map[string]any{}
	m["m"] = m
	_, err = json.Marshal(m)
	fmt.Println(err)

	s := []any{1, nil}
	s[1] = s
	_, err = json.Marshal(s)
	fmt.Println(err)

	// 800 nodes deep (1600 nested values), no cycle.
	var head *Node
	for i := 800; i > 0; i-- {
		head = &Node{V: i, Next: head}
	}
	b, err := json.Marshal(head)
	fmt.Println(len(b), strings.Count(string(b), `"V"`), err, string(b[:40]))
}

// Output:
// json: unsupported value: encountered a cycle via *main.Node
// true
// json: unsupported value: encountered a cycle via *main.B
// json: unsupported value: encountered a cycle via []*main.A
// json: unsupported value: encountered a cycle via *main.Tree
// json: unsupported value: encountered a cycle via map[string]interface {}
// json: unsupported value: encountered a cycle via []interface {}
// 13496 800 <nil> {"V":1,"Next":{"V":2,"Next":{"V":3,"Next
