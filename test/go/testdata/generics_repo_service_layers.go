package main

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"
)

type Entity interface {
	comparable
	ID() string
}

type Repo[K comparable, V any] struct {
	items map[K]V
	order []K
}

func NewRepo[K comparable, V any]() *Repo[K, V] {
	return &Repo[K, V]{items: make(map[K]V)}
}

var ErrNotFound = errors.New("not found")

func (r *Repo[K, V]) Put(k K, v V) {
	if _, ok := r.items[k]; !ok {
		r.order = append(r.order, k)
	}
	r.items[k] = v
}

func (r *Repo[K, V]) Get(k K) (V, error) {
	v, ok := r.items[k]
	if !ok {
		var zero V
		return zero, fmt.Errorf("get %v: %w", k, ErrNotFound)
	}
	return v, nil
}

func (r *Repo[K, V]) All() func(yield func(K, V) bool) {
	return func(yield func(K, V) bool) {
		for _, k := range r.order {
			if !yield(k, r.items[k]) {
				return
			}
		}
	}
}

type Pair[A, B any] struct {
	First  A
	Second B
}

func (p Pair[A, B]) String() string { return fmt.Sprintf("<%v|%v>", p.First, p.Second) }

func Zip[A, B any](as []A, bs []B) []Pair[A, B] {
	n := min(len(as), len(bs))
	out := make([]Pair[A, B], n)
	for i := range n {
		out[i] = Pair[A, B]{as[i], bs[i]}
	}
	return out
}

func GroupBy[T any, K comparable](xs []T, key func(T) K) map[K][]T {
	g := map[K][]T{}
	for _, x := range xs {
		g[key(x)] = append(g[key(x)], x)
	}
	return g
}

func SortedKeys[M ~map[K]V, K cmp.Ordered, V any](m M) []K {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

type Product struct {
	SKU   string
	Price float64
}

func main() {
	repo := NewRepo[string, Product]()
	repo.Put("b", Product{"B-1", 9.5})
	repo.Put("a", Product{"A-7", 3})
	repo.Put("b", Product{"B-2", 10})
	for k, v := range repo.All() {
		fmt.Printf("%s => %+v\n", k, v)
	}
	_, err := repo.Get("zz")
	fmt.Println(err, errors.Is(err, ErrNotFound))
	zs := Zip([]int{1, 2, 3}, []string{"x", "y"})
	fmt.Println(zs, len(zs))
	fmt.Printf("%v %+v %T\n", zs[0], zs[1], zs[0])
	words := strings.Fields("apple avocado banana blueberry cherry")
	g := GroupBy(words, func(s string) byte { return s[0] })
	for _, k := range SortedKeys(g) {
		fmt.Println(string(k), g[k])
	}
	fmt.Printf("%T %T\n", repo, repo.All())
	type local = Pair[string, []int]
	fmt.Printf("%#v\n", local{"k", []int{1}})
}

// Output:
// b => {SKU:B-2 Price:10}
// a => {SKU:A-7 Price:3}
// get zz: not found true
// [<1|x> <2|y>] 2
// <1|x> <2|y> main.Pair[int,string]
// a [apple avocado]
// b [banana blueberry]
// c [cherry]
// *main.Repo[string,main.Product] func(func(string, main.Product) bool)
// main.Pair[string,[]int]{First:"k", Second:[]int{1}}
