package main

import (
	"fmt"
	"sort"
	"strings"
)

type Lesser[T any] interface {
	Less(T) bool
}

type Version struct{ Major, Minor int }

func (v Version) Less(o Version) bool {
	if v.Major != o.Major {
		return v.Major < o.Major
	}
	return v.Minor < o.Minor
}

func (v Version) String() string { return fmt.Sprintf("v%d.%d", v.Major, v.Minor) }

func SortLess[T Lesser[T]](xs []T) {
	sort.Slice(xs, func(i, j int) bool { return xs[i].Less(xs[j]) })
}

func MaxOf[T Lesser[T]](xs ...T) (m T) {
	for i, x := range xs {
		if i == 0 || m.Less(x) {
			m = x
		}
	}
	return
}

type Tree[T Lesser[T]] struct {
	root *node[T]
	size int
}

type node[T Lesser[T]] struct {
	val         T
	left, right *node[T]
}

func (t *Tree[T]) Insert(v T) bool {
	p := &t.root
	for *p != nil {
		switch {
		case v.Less((*p).val):
			p = &(*p).left
		case (*p).val.Less(v):
			p = &(*p).right
		default:
			return false
		}
	}
	*p = &node[T]{val: v}
	t.size++
	return true
}

func (t *Tree[T]) Walk(f func(T)) {
	var walk func(*node[T])
	walk = func(n *node[T]) {
		if n == nil {
			return
		}
		walk(n.left)
		f(n.val)
		walk(n.right)
	}
	walk(t.root)
}

type Str string

func (s Str) Less(o Str) bool { return strings.ToLower(string(s)) < strings.ToLower(string(o)) }

func main() {
	vs := []Version{{1, 10}, {1, 2}, {0, 9}, {2, 0}}
	SortLess(vs)
	fmt.Println(vs, MaxOf(vs...))
	var t Tree[Version]
	for _, v := range []Version{{1, 0}, {0, 5}, {1, 0}, {3, 1}} {
		fmt.Print(t.Insert(v), " ")
	}
	fmt.Println(t.size)
	t.Walk(func(v Version) { fmt.Print(v, " ") })
	fmt.Println()
	var ts Tree[Str]
	for _, s := range strings.Fields("banana Apple cherry apple") {
		ts.Insert(Str(s))
	}
	ts.Walk(func(s Str) { fmt.Print(s, ";") })
	fmt.Println()
	fmt.Printf("%T %T\n", ts, ts.root)
}

// Output:
// [v0.9 v1.2 v1.10 v2.0] v2.0
// true true false true 3
// v0.5 v1.0 v3.1 
// Apple;banana;cherry;
// main.Tree[main.Str] *main.node[main.Str]
