package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

type Setter[T any] interface {
	*T
	Set(string) error
}

type IntBox struct{ v int }

func (b *IntBox) Set(s string) (err error) { b.v, err = strconv.Atoi(s); return }

type Name struct{ first, last string }

func (n *Name) Set(s string) error {
	f, l, ok := strings.Cut(s, " ")
	if !ok {
		return fmt.Errorf("no space in %q", s)
	}
	n.first, n.last = f, l
	return nil
}

func FromStrings[T any, PT Setter[T]](ss []string) ([]T, error) {
	out := make([]T, len(ss))
	for i, s := range ss {
		if err := PT(&out[i]).Set(s); err != nil {
			return out[:i], fmt.Errorf("item %d: %w", i, err)
		}
	}
	return out, nil
}

type Ordered interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~float32 | ~float64 | ~string
}

type SortBy[T any, K Ordered] struct {
	items []T
	key   func(T) K
}

func (s SortBy[T, K]) Len() int           { return len(s.items) }
func (s SortBy[T, K]) Less(i, j int) bool { return s.key(s.items[i]) < s.key(s.items[j]) }
func (s SortBy[T, K]) Swap(i, j int)      { s.items[i], s.items[j] = s.items[j], s.items[i] }

type Num interface{ ~int | ~float64 }

func Reduce[T, A any](xs []T, init A, f func(A, T) A) A {
	acc := init
	for _, x := range xs {
		acc = f(acc, x)
	}
	return acc
}

type Matrix[T Num] [][]T

func (m Matrix[T]) Mul(o Matrix[T]) Matrix[T] {
	r := make(Matrix[T], len(m))
	for i := range m {
		r[i] = make([]T, len(o[0]))
		for j := range o[0] {
			for k := range o {
				r[i][j] += m[i][k] * o[k][j]
			}
		}
	}
	return r
}

type Stringer interface{ String() string }
type Celsius float64

func (c Celsius) String() string { return strconv.FormatFloat(float64(c), 'f', 1, 64) + "°C" }

func Join[T Stringer](xs []T, sep string) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = x.String()
	}
	return strings.Join(parts, sep)
}

func main() {
	ints, err := FromStrings[IntBox]([]string{"1", "22", "x3"})
	fmt.Println(ints, err)
	names, err := FromStrings[Name]([]string{"Ada Lovelace", "Alan Turing"})
	fmt.Printf("%+v %v\n", names, err)
	words := []string{"banana", "kiwi", "apple", "fig"}
	sort.Sort(SortBy[string, int]{words, func(s string) int { return len(s) }})
	fmt.Println(words)
	sort.Stable(SortBy[string, string]{words, func(s string) string { return s[len(s)-1:] }})
	fmt.Println(words)
	fmt.Println(Reduce([]int{1, 2, 3}, "", func(a string, x int) string { return a + strconv.Itoa(x) }))
	fmt.Println(Reduce(words, map[int]int{}, func(m map[int]int, w string) map[int]int { m[len(w)]++; return m }))
	m := Matrix[float64]{{1, 2}, {3, 4}}
	fmt.Println(m.Mul(m), Matrix[int]{{2}}.Mul(Matrix[int]{{3}}))
	fmt.Println(Join([]Celsius{21.5, -3}, ", "))
	fmt.Printf("%T %T\n", SortBy[string, int]{}, Matrix[int]{})
}

// Output:
// [{1} {22}] item 2: strconv.Atoi: parsing "x3": invalid syntax
// [{first:Ada last:Lovelace} {first:Alan last:Turing}] <nil>
// [fig kiwi apple banana]
// [banana apple fig kiwi]
// 123
// map[3:1 4:1 5:1 6:1]
// [[7 10] [15 22]] [[6]]
// 21.5°C, -3.0°C
// main.SortBy[string,int] main.Matrix[int]
