package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

type Number interface {
	~int | ~int32 | ~int64 | ~float64
}

type Celsius float64
type Replicas int32

func Sum[T Number](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Map[S ~[]E, E, R any](s S, f func(E) R) []R {
	out := make([]R, 0, len(s))
	for _, v := range s {
		out = append(out, f(v))
	}
	return out
}

type Stringish interface{ ~string }

func Upper[T Stringish](xs []T) []T {
	out := make([]T, len(xs))
	for i, x := range xs {
		out[i] = T(strings.ToUpper(string(x)))
	}
	return out
}

type Set[T comparable] map[T]struct{}

func (s Set[T]) Add(v T)           { s[v] = struct{}{} }
func (s Set[T]) Has(v T) bool      { _, ok := s[v]; return ok }
func SortedKeys[K interface{ ~string | ~int }, V any](m map[K]V) []K {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	return keys
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

type Phase string

func Max[T int | float64 | string](a, b T) T {
	if a > b {
		return a
	}
	return b
}

func main() {
	fmt.Println(Sum(1, 2, 3), Sum(Celsius(1.5), 2.25), Sum[Replicas](3, 4))
	fmt.Printf("%T %T\n", Sum(Celsius(1)), Sum[Replicas]())
	fmt.Println(Map([]int{1, 2, 3}, func(i int) string { return strings.Repeat("*", i) }))
	fmt.Println(Upper([]Phase{"pending", "running"}))
	fmt.Printf("%T\n", Upper([]Phase{}))
	s := Set[string]{}
	s.Add("a")
	s.Add("b")
	fmt.Println(s.Has("a"), s.Has("z"), len(s), s)
	fmt.Println(SortedKeys(map[Phase]int{"b": 1, "a": 2, "c": 3}))
	fmt.Println(Try(func() (int, error) { return 42, nil }), Try(func() (string, error) { return "", errors.New("nope") }))
	fmt.Printf("%v %+v %T\n", Try(func() (float64, error) { return 1.5, nil }), Result[int]{Val: 3}, Result[Phase]{})
	fmt.Println(Max(3, 7), Max(2.5, -1.0), Max("abc", "abd"))
}

// Output:
// 6 3.75 7
// main.Celsius main.Replicas
// [* ** ***]
// [PENDING RUNNING]
// []main.Phase
// true false 2 map[a:{} b:{}]
// [a b c]
// ok(42) err(nope)
// ok(1.5) ok(3) main.Result[main.Phase]
// 7 2.5 abd
