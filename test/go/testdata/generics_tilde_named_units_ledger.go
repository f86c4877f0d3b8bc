package main

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

type Cents int64
type Meters float64
type Label string

type Number interface {
	~int | ~int32 | ~int64 | ~float64
}

func Sum[T Number](xs ...T) T {
	var total T
	for _, x := range xs {
		total += x
	}
	return total
}

func MaxBy[T any, K cmp.Ordered](xs []T, key func(T) K) (T, bool) {
	var best T
	if len(xs) == 0 {
		return best, false
	}
	best = xs[0]
	for _, x := range xs[1:] {
		if key(x) > key(best) {
			best = x
		}
	}
	return best, true
}

type Ledger[K comparable, V Number] struct {
	entries map[K][]V
	order   []K
}

func NewLedger[K comparable, V Number]() *Ledger[K, V] {
	return &Ledger[K, V]{entries: map[K][]V{}}
}

func (l *Ledger[K, V]) Add(k K, v V) {
	if _, ok := l.entries[k]; !ok {
		l.order = append(l.order, k)
	}
	l.entries[k] = append(l.entries[k], v)
}

func (l *Ledger[K, V]) Totals() []Pair[K, V] {
	out := make([]Pair[K, V], 0, len(l.order))
	for _, k := range l.order {
		out = append(out, Pair[K, V]{k, Sum(l.entries[k]...)})
	}
	return out
}

type Pair[K any, V any] struct {
	Key K
	Val V
}

func (p Pair[K, V]) String() string { return fmt.Sprintf("%v=%v", p.Key, p.Val) }

func (c Cents) String() string { return fmt.Sprintf("$%d.%02d", c/100, c%100) }

func Join[T fmt.Stringer](xs []T, sep string) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = x.String()
	}
	return strings.Join(parts, sep)
}

func main() {
	fmt.Println(Sum(Cents(199), 250, 1))
	fmt.Println(Sum[Meters](1.5, 2.25))
	fmt.Printf("%T %v\n", Sum[int32](), Sum[int32]())

	l := NewLedger[Label, Cents]()
	l.Add("rent", 120000)
	l.Add("food", 4550)
	l.Add("rent", -5000)
	l.Add("fun", 999)
	totals := l.Totals()
	fmt.Println(Join(totals, ", "))
	fmt.Printf("%v\n", totals)
	fmt.Printf("%+v\n", totals[0])
	fmt.Printf("%T\n", l)

	best, ok := MaxBy(totals, func(p Pair[Label, Cents]) Cents { return p.Val })
	fmt.Println(best, ok)
	_, ok = MaxBy([]Pair[Label, Cents]{}, func(p Pair[Label, Cents]) Cents { return p.Val })
	fmt.Println(ok)

	dist := map[Label]Pair[Meters, int]{"run": {5000, 3}, "walk": {1200.5, 7}}
	keys := make([]Label, 0)
	for k := range dist {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		p := dist[k]
		fmt.Printf("%s: %.1f m over %d days (%v)\n", k, p.Key, p.Val, p)
	}
	fmt.Println(slices.MaxFunc(totals, func(a, b Pair[Label, Cents]) int { return cmp.Compare(a.Key, b.Key) }))
}

// Output:
// $4.50
// 3.75
// int32 0
// rent=$1150.00, food=$45.50, fun=$9.99
// [rent=$1150.00 food=$45.50 fun=$9.99]
// rent=$1150.00
// *main.Ledger[main.Label,main.Cents]
// rent=$1150.00 true
// false
// run: 5000.0 m over 3 days (5000=3)
// walk: 1200.5 m over 7 days (1200.5=7)
// rent=$1150.00
