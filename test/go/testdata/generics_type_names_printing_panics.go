package main

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"
)

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func (p Pair[K, V]) String() string { return fmt.Sprintf("%v=%v", p.Key, p.Val) }

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

func (l *List[T]) All() func(yield func(int, T) bool) {
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

type Set[T comparable] map[T]struct{}

func (s Set[T]) Add(v T) Set[T] { s[v] = struct{}{}; return s }

type Number interface{ ~int | ~float64 }

type Meters float64

func SumBy[T any, N Number](xs []T, f func(T) N) N {
	var total N
	for _, x := range xs {
		total += f(x)
	}
	return total
}

type NotFound[T any] struct{ Key T }

func (e NotFound[T]) Error() string { return fmt.Sprintf("key %v not found", e.Key) }

func Lookup[K comparable, V any](m map[K]V, k K) (V, error) {
	if v, ok := m[k]; ok {
		return v, nil
	}
	var zero V
	return zero, NotFound[K]{k}
}

func main() {
	p := Pair[string, int]{"a", 1}
	fmt.Printf("%v %+v %#v %T\n", p, p, p, p)
	pp := &Pair[string, []int]{"b", []int{1}}
	fmt.Printf("%v %T\n", pp, pp)
	var l List[string]
	l.Push("x")
	l.Push("y")
	for i, v := range l.All() {
		fmt.Print(i, v, " ")
	}
	fmt.Printf("%T %T\n", l, l.head)
	s := Set[int]{}.Add(3).Add(1)
	fmt.Printf("%v %T %d\n", s, s, len(s))
	fmt.Println(SumBy([]string{"ab", "cde"}, func(s string) Meters { return Meters(len(s)) }))
	fmt.Printf("%T\n", SumBy[string, Meters])
	_, err := Lookup(map[string]int{}, "missing")
	fmt.Printf("%v %T\n", err, err)
	var nf NotFound[string]
	fmt.Println(errors.As(err, &nf), nf.Key)
	pairs := []Pair[string, int]{{"b", 2}, {"a", 2}, {"c", 1}}
	slices.SortFunc(pairs, func(x, y Pair[string, int]) int {
		return cmp.Or(cmp.Compare(x.Val, y.Val), strings.Compare(x.Key, y.Key))
	})
	fmt.Println(pairs)
	defer func() {
		r := recover()
		fmt.Printf("recovered: %v\n", r)
		var x any = l
		_ = x.(List[int])
	}()
	var a any = p
	_ = a.(Pair[string, string])
}

// Output:
// a=1 a=1 main.Pair[string,int]{Key:"a", Val:1} main.Pair[string,int]
// b=[1] *main.Pair[string,[]int]
// 0y 1x main.List[string] *main.node[string]
// map[1:{} 3:{}] main.Set[int] 2
// 5
// func([]string, func(string) main.Meters) main.Meters
// key missing not found main.NotFound[string]
// true missing
// [c=1 a=2 b=2]
// recovered: interface conversion: interface {} is main.Pair[string,int], not main.Pair[string,string]
// Stderr:
// panic: interface conversion: interface {} is main.Pair[string,int], not main.Pair[string,string] [recovered]
// 	panic: interface conversion: interface {} is main.List[string], not main.List[int]
//
// goroutine 1 [running]:
// Exit: 2
