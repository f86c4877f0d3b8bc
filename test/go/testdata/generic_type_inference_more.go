package main

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
)

type Number interface {
	~int | ~int32 | ~int64 | ~float64
}

func Clamp[T Number](v, lo, hi T) T {
	return max(lo, min(v, hi))
}

func Keys[M ~map[K]V, K comparable, V any](m M) []K {
	r := make([]K, 0, len(m))
	for k := range m {
		r = append(r, k)
	}
	return r
}

func Filter[S ~[]E, E any](s S, keep func(E) bool) S {
	var out S
	for _, e := range s {
		if keep(e) {
			out = append(out, e)
		}
	}
	return out
}

type Names []string

func (n Names) Join() string {
	s := ""
	for i, x := range n {
		if i > 0 {
			s += "+"
		}
		s += x
	}
	return s
}

type Result[T any] struct {
	Val T
	Err error
}

func Try[T any](f func() (T, error)) Result[T] {
	v, err := f()
	return Result[T]{v, err}
}

func (r Result[T]) String() string {
	if r.Err != nil {
		return "err(" + r.Err.Error() + ")"
	}
	return fmt.Sprintf("ok(%v)", r.Val)
}

type Tree[T interface{ ~int | ~string }] struct {
	root *tnode[T]
}

type tnode[T interface{ ~int | ~string }] struct {
	v    T
	l, r *tnode[T]
}

func (t *Tree[T]) Insert(v T) {
	p := &t.root
	for *p != nil {
		if v < (*p).v {
			p = &(*p).l
		} else {
			p = &(*p).r
		}
	}
	*p = &tnode[T]{v: v}
}

func (t *Tree[T]) Walk(f func(T)) {
	var walk func(*tnode[T])
	walk = func(n *tnode[T]) {
		if n == nil {
			return
		}
		walk(n.l)
		f(n.v)
		walk(n.r)
	}
	walk(t.root)
}

func main() {
	fmt.Println(Clamp(15, 0, 10), Clamp(-2.5, -1, 1), Clamp[int32](5, 1, 9))
	ks := Keys(map[string]int{"b": 1, "a": 2})
	slices.Sort(ks)
	fmt.Println(ks)
	n := Names{"x", "yy", "z"}
	long := Filter(n, func(s string) bool { return len(s) == 1 })
	fmt.Println(long.Join(), fmt.Sprintf("%T", long))
	fmt.Println(Try(func() (int, error) { return strconv.Atoi("42") }))
	fmt.Println(Try(func() (int, error) { return strconv.Atoi("x") }))
	fmt.Println(Try(func() (string, error) { return "", errors.New("nope") }))
	var t Tree[string]
	for _, w := range []string{"m", "c", "x", "a"} {
		t.Insert(w)
	}
	t.Walk(func(s string) { fmt.Print(s, " ") })
	fmt.Println()
	var ti Tree[int]
	for _, v := range []int{5, 3, 8, 1} {
		ti.Insert(v)
	}
	sum := 0
	ti.Walk(func(v int) { sum += v })
	fmt.Println(sum)
	fmt.Printf("%T %T\n", t, Result[[]int]{})
}

// Output:
// 10 -1 5
// [a b]
// x+z main.Names
// ok(42)
// err(strconv.Atoi: parsing "x": invalid syntax)
// err(nope)
// a c m x 
// 17
// main.Tree[string] main.Result[[]int]
