package main

import (
	"fmt"
	"strings"
)

// A generic port of container/list: List[T] holds an Element[T] that points back to its List[T].
type Element[T any] struct {
	next, prev *Element[T]
	list       *List[T]
	Value      T
}

func (e *Element[T]) Next() *Element[T] {
	if p := e.next; e.list != nil && p != &e.list.root {
		return p
	}
	return nil
}

type List[T any] struct {
	root Element[T]
	len  int
}

func New[T any]() *List[T] { return new(List[T]).Init() }

func (l *List[T]) Init() *List[T] {
	l.root.next = &l.root
	l.root.prev = &l.root
	l.len = 0
	return l
}

func (l *List[T]) Front() *Element[T] {
	if l.len == 0 {
		return nil
	}
	return l.root.next
}

func (l *List[T]) insert(e, at *Element[T]) *Element[T] {
	e.prev = at
	e.next = at.next
	e.prev.next = e
	e.next.prev = e
	e.list = l
	l.len++
	return e
}

func (l *List[T]) PushBack(v T) *Element[T]  { return l.insert(&Element[T]{Value: v}, l.root.prev) }
func (l *List[T]) PushFront(v T) *Element[T] { return l.insert(&Element[T]{Value: v}, &l.root) }

func (l *List[T]) Remove(e *Element[T]) T {
	if e.list == l {
		e.prev.next = e.next
		e.next.prev = e.prev
		e.next, e.prev, e.list = nil, nil, nil
		l.len--
	}
	return e.Value
}

func (l *List[T]) String() string {
	var parts []string
	for e := l.Front(); e != nil; e = e.Next() {
		parts = append(parts, fmt.Sprint(e.Value))
	}
	return "[" + strings.Join(parts, " <-> ") + "]"
}

type Graph[K comparable] struct {
	nodes map[K]*Node[K]
}

type Node[K comparable] struct {
	id    K
	graph *Graph[K]
	edges []*Node[K]
}

func (g *Graph[K]) Add(from, to K) {
	get := func(id K) *Node[K] {
		if n, ok := g.nodes[id]; ok {
			return n
		}
		n := &Node[K]{id: id, graph: g}
		g.nodes[id] = n
		return n
	}
	f := get(from)
	f.edges = append(f.edges, get(to))
}

func main() {
	l := New[int]()
	l.PushBack(2)
	l.PushBack(3)
	first := l.PushFront(1)
	fmt.Println(l, l.len)
	fmt.Println(l.Remove(first), l, l.len)
	words := New[string]()
	for _, w := range strings.Fields("go is fun") {
		words.PushFront(w)
	}
	fmt.Println(words)
	g := &Graph[string]{nodes: map[string]*Node[string]{}}
	g.Add("a", "b")
	g.Add("a", "c")
	g.Add("b", "c")
	fmt.Println(len(g.nodes), len(g.nodes["a"].edges), g.nodes["b"].graph == g)
}

// Output:
// [1 <-> 2 <-> 3] 3
// 1 [2 <-> 3] 2
// [fun <-> is <-> go]
// 3 2 true
