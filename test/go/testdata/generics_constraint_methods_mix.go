package main

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

type Stringish interface {
	~string
	Len() int
}

type Name string

func (n Name) Len() int { return len(n) }

func Longest[S Stringish](xs ...S) S {
	var best S
	for _, x := range xs {
		if x.Len() > best.Len() {
			best = x
		}
	}
	return best
}

type Parser[T any] interface {
	Parse(string) (T, error)
}

type intParser struct{}

func (intParser) Parse(s string) (int, error) { return strconv.Atoi(s) }

func ParseAll[T any, P Parser[T]](p P, in []string) ([]T, error) {
	var out []T
	var errs []error
	for _, s := range in {
		v, err := p.Parse(s)
		if err != nil {
			errs = append(errs, fmt.Errorf("item %q: %w", s, err))
			continue
		}
		out = append(out, v)
	}
	return out, errors.Join(errs...)
}

type Set[T comparable] map[T]struct{}

func NewSet[T comparable](xs ...T) Set[T] {
	s := Set[T]{}
	for _, x := range xs {
		s[x] = struct{}{}
	}
	return s
}

func (s Set[T]) Has(x T) bool { _, ok := s[x]; return ok }

func (s Set[T]) Sorted(less func(a, b T) int) []T {
	out := make([]T, 0, len(s))
	for k := range s {
		out = append(out, k)
	}
	slices.SortFunc(out, less)
	return out
}

type List[T any] struct {
	head *node[T]
	size int
}

type node[T any] struct {
	val  T
	next *node[T]
}

func (l *List[T]) Push(v T) {
	l.head = &node[T]{v, l.head}
	l.size++
}

func (l *List[T]) All() func(func(int, T) bool) {
	return func(yield func(int, T) bool) {
		i := 0
		for n := l.head; n != nil; n = n.next {
			if !yield(i, n.val) {
				return
			}
			i++
		}
	}
}

type Tree[K cmp.Ordered, V any] struct {
	root *tnode[K, V]
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
	fmt.Println(Longest[Name]("ann", "bartholomew", "cy"))
	nums, err := ParseAll[int](intParser{}, []string{"1", "two", "3", "4x"})
	fmt.Println(nums)
	fmt.Println(err)
	s := NewSet("b", "a", "c", "a")
	fmt.Println(len(s), s.Has("a"), s.Has("z"), s.Sorted(strings.Compare))
	fmt.Printf("%T %v\n", s, NewSet(3, 1).Sorted(cmp.Compare[int]))
	var l List[string]
	for _, w := range []string{"x", "y", "z"} {
		l.Push(w)
	}
	for i, v := range l.All() {
		fmt.Print(i, "=", v, " ")
	}
	fmt.Println(l.size)
	var t Tree[string, int]
	for i, w := range strings.Fields("the quick brown fox jumps over the lazy dog") {
		t.Put(w, i)
	}
	t.Walk(func(k string, v int) { fmt.Printf("%s:%d ", k, v) })
	fmt.Println()
	fmt.Printf("%T %T\n", t, l.head)
}

// Output:
// bartholomew
// [1 3]
// item "two": strconv.Atoi: parsing "two": invalid syntax
// item "4x": strconv.Atoi: parsing "4x": invalid syntax
// 3 true false [a b c]
// main.Set[string] [1 3]
// 0=z 1=y 2=x 3
// brown:2 dog:8 fox:3 jumps:4 lazy:7 over:5 quick:1 the:6 
// main.Tree[string,int] *main.node[string]
