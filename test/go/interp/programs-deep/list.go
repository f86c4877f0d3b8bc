package main

import "fmt"

// A recursive walk of a list a million nodes deep (go1.23's stack: ~100 MB of its 1 GB limit),
// with the recursive call inside a range loop and inside a three-clause loop.

type Tree struct {
	v    int
	kids []*Tree
}

func walk(t *Tree) int {
	s := t.v
	for _, k := range t.kids {
		s += walk(k)
	}
	return s
}

func walkFor(t *Tree) (sum, odd int) {
	for i := 0; i < len(t.kids); i++ {
		s, o := walkFor(t.kids[i])
		sum += s
		odd += o
		if t.kids[i].v%2 == 1 {
			odd++
			continue
		}
	}
	sum += t.v
	return
}

func main() {
	var root *Tree
	for i := 1; i <= 1000000; i++ {
		t := &Tree{v: i}
		if root != nil {
			t.kids = []*Tree{root}
		}
		root = t
	}
	fmt.Println(walk(root))
	fmt.Println(walkFor(root))
}
