package main

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"
)

type Number interface {
	~int | ~int32 | ~int64 | ~float32 | ~float64
}

type Celsius float64

func (c Celsius) String() string { return fmt.Sprintf("%.1f°C", float64(c)) }

func Sum[T Number](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func Filter[S ~[]E, E any](xs S, keep func(E) bool) S {
	var out S
	for _, x := range xs {
		if keep(x) {
			out = append(out, x)
		}
	}
	return out
}

func Reduce[T, A any](xs []T, init A, f func(A, T) A) A {
	acc := init
	for _, x := range xs {
		acc = f(acc, x)
	}
	return acc
}

type Stack[T any] struct {
	items []T
}

var ErrEmpty = errors.New("stack is empty")

func (s *Stack[T]) Push(v ...T) { s.items = append(s.items, v...) }

func (s *Stack[T]) Pop() (T, error) {
	var zero T
	if len(s.items) == 0 {
		return zero, ErrEmpty
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, nil
}

func (s Stack[T]) Len() int { return len(s.items) }

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func (p Pair[K, V]) String() string { return fmt.Sprintf("%v=%v", p.Key, p.Val) }

func SortedPairs[K cmp.Ordered, V any](m map[K]V) []Pair[K, V] {
	out := make([]Pair[K, V], 0, len(m))
	for k, v := range m {
		out = append(out, Pair[K, V]{k, v})
	}
	slices.SortFunc(out, func(a, b Pair[K, V]) int { return cmp.Compare(a.Key, b.Key) })
	return out
}

func MaxBy[T any, K cmp.Ordered](xs []T, key func(T) K) (best T, ok bool) {
	for i, x := range xs {
		if i == 0 || key(x) > key(best) {
			best, ok = x, true
		}
	}
	return
}

type Temps []Celsius

func main() {
	fmt.Println(Sum(1, 2, 3), Sum(1.5, 2.25), Sum[Celsius](20, 1.5))
	temps := Temps{18.5, 22, 30.25, 15}
	warm := Filter(temps, func(c Celsius) bool { return c > 20 })
	fmt.Printf("%v %T\n", warm, warm)
	fmt.Println(Map(temps, Celsius.String))
	fmt.Println(Reduce([]string{"a", "b", "c"}, "", func(acc string, s string) string { return acc + strings.ToUpper(s) }))

	var s Stack[string]
	s.Push("x", "y", "z")
	for s.Len() > 0 {
		v, _ := s.Pop()
		fmt.Print(v, " ")
	}
	_, err := s.Pop()
	fmt.Println(err, errors.Is(err, ErrEmpty))

	pairs := SortedPairs(map[string]int{"gamma": 3, "alpha": 1, "beta": 2})
	fmt.Println(pairs, pairs[0])
	fmt.Printf("%v %+v %T\n", pairs[1], pairs[1], pairs[1])
	best, ok := MaxBy([]string{"go", "rust", "c"}, func(s string) int { return len(s) })
	fmt.Println(best, ok)
	_, ok = MaxBy([]int{}, func(i int) int { return i })
	fmt.Println(ok)
	fmt.Println(slices.Max(temps), slices.Index(temps, 30.25), slices.Contains(temps, 99))
}

// Output:
// 6 3.75 21.5°C
// [22.0°C 30.2°C] main.Temps
// [18.5°C 22.0°C 30.2°C 15.0°C]
// ABC
// z y x stack is empty true
// [alpha=1 beta=2 gamma=3] alpha=1
// beta=2 beta=2 main.Pair[string,int]
// rust true
// false
// 30.2°C 2 false
