package main

import (
	"fmt"
	"sort"
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

type Ordered interface {
	~int | ~int64 | ~float64 | ~string
}

type SortedMap[K Ordered, V any] struct {
	keys []K
	vals map[K]V
}

func NewSortedMap[K Ordered, V any]() *SortedMap[K, V] {
	return &SortedMap[K, V]{vals: map[K]V{}}
}

func (m *SortedMap[K, V]) Put(k K, v V) {
	if _, ok := m.vals[k]; !ok {
		i := sort.Search(len(m.keys), func(i int) bool { return m.keys[i] >= k })
		m.keys = append(m.keys, k)
		copy(m.keys[i+1:], m.keys[i:])
		m.keys[i] = k
	}
	m.vals[k] = v
}

func (m *SortedMap[K, V]) Each(f func(K, V)) {
	for _, k := range m.keys {
		f(k, m.vals[k])
	}
}

type Parser[T any] interface {
	Parse(string) (T, error)
}

type IntParser struct{}

func (IntParser) Parse(s string) (int, error) { return strconv.Atoi(s) }

func ParseAll[T any, P Parser[T]](p P, in []string) ([]T, []error) {
	var out []T
	var errs []error
	for _, s := range in {
		v, err := p.Parse(s)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		out = append(out, v)
	}
	return out, errs
}

type Numeric interface{ ~int | ~float64 }

func Scale[S ~[]E, E Numeric](s S, f E) S {
	out := make(S, len(s))
	for i, v := range s {
		out[i] = v * f
	}
	return out
}

type Celsius []float64

type Tree[T any] struct {
	Left, Right *Tree[T]
	Val         T
}

func (t *Tree[T]) Walk(visit func(T)) {
	if t == nil {
		return
	}
	t.Left.Walk(visit)
	visit(t.Val)
	t.Right.Walk(visit)
}

func Ptr[T any](v T) *T { return &v }

func Keys[M ~map[K]V, K comparable, V any](m M) []K {
	ks := make([]K, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}

func main() {
	fmt.Println(Longest[Name]("ab", "abcd", "abc"))
	sm := NewSortedMap[string, int]()
	for _, w := range strings.Fields("the quick brown fox jumps over the lazy dog") {
		sm.Put(w, len(w))
	}
	sm.Each(func(k string, v int) { fmt.Print(k, ":", v, " ") })
	fmt.Println()
	vals, errs := ParseAll[int](IntParser{}, []string{"1", "x", "3"})
	fmt.Println(vals, errs)
	c := Scale(Celsius{1.5, 2}, 2)
	fmt.Printf("%v %T\n", c, c)
	t := &Tree[string]{Val: "m", Left: &Tree[string]{Val: "c"}, Right: &Tree[string]{Val: "x", Left: &Tree[string]{Val: "p"}}}
	t.Walk(func(s string) { fmt.Print(s) })
	fmt.Println()
	p := Ptr(42)
	*p++
	fmt.Println(*p, *Ptr("s"))
	ks := Keys(map[string]bool{"b": true, "a": false})
	sort.Strings(ks)
	fmt.Println(ks)
	type pair struct{ a, b int }
	fmt.Printf("%T %T\n", NewSortedMap[float64, pair](), Scale[[]int, int])
}

// Output:
// abcd
// brown:5 dog:3 fox:3 jumps:5 lazy:4 over:4 quick:5 the:3 
// [1 3] [strconv.Atoi: parsing "x": invalid syntax]
// [3 4] main.Celsius
// cmpx
// 43 s
// [a b]
// *main.SortedMap[float64,main.pair·1] func([]int, int) []int
