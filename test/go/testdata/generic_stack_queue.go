package main

import (
	"cmp"
	"errors"
	"fmt"
	"strings"
)

type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }
func (s *Stack[T]) Pop() (T, error) {
	var zero T
	if len(s.items) == 0 {
		return zero, errors.New("empty stack")
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

func MaxBy[T any, U cmp.Ordered](xs []T, key func(T) U) (T, bool) {
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

type Number interface {
	~int | ~int64 | ~float64
}

func Sum[N Number](xs ...N) N {
	var t N
	for _, x := range xs {
		t += x
	}
	return t
}

type Celsius float64

func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func main() {
	var s Stack[string]
	for _, w := range strings.Fields("a b c") {
		s.Push(w)
	}
	fmt.Println(s.Len())
	for {
		v, err := s.Pop()
		if err != nil {
			fmt.Println("err:", err)
			break
		}
		fmt.Print(v)
	}
	fmt.Println()
	ps := []Pair[string, int]{{"x", 3}, {"y", 9}, {"z", 1}}
	best, ok := MaxBy(ps, func(p Pair[string, int]) int { return p.Val })
	fmt.Println(best, ok)
	_, ok = MaxBy([]int{}, func(i int) int { return i })
	fmt.Println(ok)
	fmt.Println(Sum(1, 2, 3), Sum(1.5, 2.25), Sum[Celsius](10, 20.5))
	fmt.Printf("%v %T\n", Map(ps, Pair[string, int].String), Map([]int{1, 2}, func(i int) float64 { return float64(i) / 4 }))
	fmt.Printf("%+v\n", ps[0])
}

// Output:
// 3
// cbaerr: empty stack
//
// y=9 true
// false
// 6 3.75 30.5
// [x=3 y=9 z=1] []float64
// x=3
