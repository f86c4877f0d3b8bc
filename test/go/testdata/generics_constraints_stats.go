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

func Sum[T Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Mean[T Number](xs []T) (float64, error) {
	if len(xs) == 0 {
		return 0, errors.New("mean of empty slice")
	}
	return float64(Sum(xs)) / float64(len(xs)), nil
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

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func (p Pair[K, V]) String() string { return fmt.Sprintf("%v=%v", p.Key, p.Val) }

func GroupBy[T any, K comparable](xs []T, key func(T) K) map[K][]T {
	out := make(map[K][]T)
	for _, x := range xs {
		k := key(x)
		out[k] = append(out[k], x)
	}
	return out
}

type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }
func (s *Stack[T]) Pop() (T, error) {
	var zero T
	if len(s.items) == 0 {
		return zero, fmt.Errorf("pop from empty %T", s)
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, nil
}

func main() {
	fmt.Println(Sum([]int{1, 2, 3}), Sum([]float64{1.5, 2.25}), Sum([]Celsius{20.5, 21}))
	m, err := Mean([]int32{1, 2, 4})
	fmt.Printf("%.3f %v\n", m, err)
	_, err = Mean[Celsius](nil)
	fmt.Println(err)

	words := strings.Fields("go is a fun language to write tools in")
	w, ok := MaxBy(words, func(s string) int { return len(s) })
	fmt.Println(w, ok)
	_, ok = MaxBy([]string{}, strings.ToUpper)
	fmt.Println(ok)

	groups := GroupBy(words, func(s string) int { return len(s) })
	keys := make([]int, 0, len(groups))
	for k := range groups {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		fmt.Println(k, groups[k])
	}
	ps := []Pair[string, int]{{"b", 2}, {"a", 1}, {"c", 0}}
	slices.SortFunc(ps, func(x, y Pair[string, int]) int { return cmp.Compare(x.Val, y.Val) })
	fmt.Println(ps)

	var st Stack[string]
	st.Push("x")
	st.Push("y")
	for i := 0; i < 3; i++ {
		v, err := st.Pop()
		fmt.Printf("%q %v\n", v, err)
	}
	fmt.Println(cmp.Compare(2, 1), min(3, 1, 2), max("a", "b"), slices.Max([]Celsius{1, 5, 3}))
}

// Output:
// 6 3.75 41.5
// 2.333 <nil>
// mean of empty slice
// language true
// false
// 1 [a]
// 2 [go is to in]
// 3 [fun]
// 5 [write tools]
// 8 [language]
// [c=0 a=1 b=2]
// "y" <nil>
// "x" <nil>
// "" pop from empty *main.Stack[string]
// 1 1 b 5
