package main

import (
	"fmt"
	"strings"
)

// node holds pointers to Tree, a type defined from node itself: valid Go, since the
// recursion goes through pointers.
type node struct {
	left, right *Tree
	key         string
	count       int
}

type Tree node

func (t *Tree) Insert(word string) *Tree {
	if t == nil {
		return &Tree{key: word, count: 1}
	}
	switch {
	case word < t.key:
		t.left = t.left.Insert(word)
	case word > t.key:
		t.right = t.right.Insert(word)
	default:
		t.count++
	}
	return t
}

func (t *Tree) Walk(visit func(key string, n int)) {
	if t == nil {
		return
	}
	t.left.Walk(visit)
	visit(t.key, t.count)
	t.right.Walk(visit)
}

// Handlers refer to each other through a defined function type.
type Handler func(string) Next
type Next Handler

type Chain *[2]Link
type Link Chain

func main() {
	var root *Tree
	for _, w := range strings.Fields("the cat saw the dog and the cat ran") {
		root = root.Insert(w)
	}
	root.Walk(func(k string, n int) { fmt.Printf("%s=%d ", k, n) })
	fmt.Println()

	var h Handler
	h = func(s string) Next {
		fmt.Println("handled", s)
		return Next(h)
	}
	h("a")("b")

	var c Chain = &[2]Link{}
	fmt.Println(c[0] == nil, len(c))
	fmt.Printf("%T %T\n", root, node(*root).left)
}

// Output:
// and=1 cat=2 dog=1 ran=1 saw=1 the=3 
// handled a
// handled b
// true 2
// *main.Tree *main.Tree
