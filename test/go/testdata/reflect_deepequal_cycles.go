package main

import (
	"fmt"
	"reflect"
)

type Node struct {
	Name     string
	Children []*Node
	Parent   *Node
	Meta     map[string]any
}

func main() {
	build := func(leaf string) *Node {
		root := &Node{Name: "root", Meta: map[string]any{}}
		child := &Node{Name: leaf, Parent: root}
		root.Children = []*Node{child, root}
		root.Meta["self"] = root
		root.Meta["list"] = []any{root, child}
		return root
	}
	a, b, c := build("x"), build("x"), build("y")
	fmt.Println(reflect.DeepEqual(a, b), reflect.DeepEqual(a, c), reflect.DeepEqual(a, a))
	m1 := map[string]any{}
	m1["m"] = m1
	m2 := map[string]any{}
	m2["m"] = m2
	fmt.Println(reflect.DeepEqual(m1, m2))
	s1 := []any{nil}
	s1[0] = s1
	s2 := []any{nil}
	s2[0] = s2
	fmt.Println(reflect.DeepEqual(s1, s2))
	type ring struct {
		v    int
		next *ring
	}
	r1 := &ring{v: 1}
	r1.next = &ring{v: 2, next: r1}
	r2 := &ring{v: 1}
	r2.next = &ring{v: 2, next: r2}
	r3 := &ring{v: 1}
	r3.next = &ring{v: 3, next: r3}
	fmt.Println(reflect.DeepEqual(r1, r2), reflect.DeepEqual(r1, r3), reflect.DeepEqual(*r1, *r2))
}

// Output:
// true false true
// true
// true
// true false true
