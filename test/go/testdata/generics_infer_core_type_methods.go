package main

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"
)

type Getter[T any] interface{ Get() T }

type Box[T any] struct{ v T }

func (b Box[T]) Get() T { return b.v }

type PtrBox[T any] struct{ v T }

func (b *PtrBox[T]) Get() T { return b.v }

func Use[T any, G Getter[T]](g G) T { return g.Get() }

func Concat[T int | string](xs ...T) T {
	var z T
	for _, x := range xs {
		z += x
	}
	return z
}

func SortedKeys[M ~map[K]V, K cmp.Ordered, V any](m M) []K {
	return slices.Sorted(maps.Keys(m))
}

func CloneSorted[S ~[]E, E cmp.Ordered](s S) S {
	c := slices.Clone(s)
	slices.Sort(c)
	return c
}

func Values[M ~map[K]V, K comparable, V any](m M) []V {
	var out []V
	for v := range maps.Values(m) {
		out = append(out, v)
	}
	return out
}

type Labels map[string]string
type Names []string

func Filter[S ~[]E, E any](s S, keep func(E) bool) S {
	return slices.DeleteFunc(slices.Clone(s), func(e E) bool { return !keep(e) })
}

func main() {
	fmt.Println(Use(Box[int]{7}), Use(&PtrBox[string]{"p"}))
	fmt.Println(Concat(1, 2, 3), Concat("a", "b"))
	l := Labels{"app": "web", "tier": "fe"}
	fmt.Println(SortedKeys(l), len(Values(l)))
	n := CloneSorted(Names{"c", "a", "b"})
	fmt.Printf("%T %v\n", n, n)
	f := Filter(n, func(s string) bool { return s != "b" })
	fmt.Printf("%T %v\n", f, strings.Join(f, ","))
}

// Output:
// 7 p
// 6 ab
// [app tier] 2
// main.Names [a b c]
// main.Names a,c
