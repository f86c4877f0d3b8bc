package main

import (
	"cmp"
	"fmt"
	"strings"
)

type Tree[K cmp.Ordered, V any] struct {
	root *tnode[K, V]
	n    int
}

type tnode[K cmp.Ordered, V any] struct {
	k           K
	v           V
	left, right *tnode[K, V]
}

func (t *Tree[K, V]) Put(k K, v V) {
	p := &t.root
	for *p != nil {
		switch c := cmp.Compare(k, (*p).k); {
		case c < 0:
			p = &(*p).left
		case c > 0:
			p = &(*p).right
		default:
			(*p).v = v
			return
		}
	}
	*p = &tnode[K, V]{k: k, v: v}
	t.n++
}

func (t *Tree[K, V]) Walk(f func(K, V)) {
	var walk func(*tnode[K, V])
	walk = func(n *tnode[K, V]) {
		if n == nil {
			return
		}
		walk(n.left)
		f(n.k, n.v)
		walk(n.right)
	}
	walk(t.root)
}

func main() {
	var t Tree[string, int]
	for i, w := range strings.Fields("delta alpha echo bravo alpha charlie") {
		t.Put(w, i)
	}
	t.Walk(func(k string, v int) { fmt.Print(k, "=", v, " ") })
	fmt.Println()
	fmt.Println(t.n)
}

// Output:
// alpha=4 bravo=3 charlie=5 delta=0 echo=2 
// 5
