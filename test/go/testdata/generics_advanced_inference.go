package main

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
)

type Ordered interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~float32 | ~float64 | ~string
}

type Set[T comparable] map[T]struct{}

func NewSet[T comparable](items ...T) Set[T] {
	s := make(Set[T])
	for _, it := range items {
		s[it] = struct{}{}
	}
	return s
}

func (s Set[T]) Has(v T) bool { _, ok := s[v]; return ok }
func (s Set[T]) Len() int     { return len(s) }

func SortedKeys[K Ordered, V any](m map[K]V) []K {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	return keys
}

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

func (l *List[T]) All() func(func(int, T) bool) {
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

type Stringer interface{ String() string }

type StringableInt int

func (s StringableInt) String() string { return "#" + strconv.Itoa(int(s)) }

type StringOrdered interface {
	Stringer
	~int
}

func JoinAll[T StringOrdered](xs []T) string {
	out := ""
	for _, x := range xs {
		out += x.String()
	}
	return out
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
		return "Err(" + r.Err.Error() + ")"
	}
	return fmt.Sprintf("Ok(%v)", r.Val)
}

type Number interface{ int | float64 }

func SumMap[K comparable, V Number](m map[K]V) V {
	var s V
	for _, v := range m {
		s += v
	}
	return s
}

func Ptr[T any](v T) *T { return &v }

func Zero[T any]() (z T) { return }

func main() {
	s := NewSet("a", "b", "a")
	fmt.Println(s.Len(), s.Has("a"), s.Has("z"))
	fmt.Printf("%T %v\n", s, NewSet(3, 1, 2))
	fmt.Println(SortedKeys(map[string]bool{"z": true, "a": false, "m": true}))
	fmt.Println(SortedKeys(map[float64]int{2.5: 1, -1: 2}))
	var l List[string]
	l.Push("c")
	l.Push("b")
	l.Push("a")
	for i, v := range l.All() {
		fmt.Print(i, v, " ")
	}
	fmt.Println(l.size)
	fmt.Println(JoinAll([]StringableInt{1, 2, 3}))
	fmt.Println(Try(func() (int, error) { return strconv.Atoi("42") }))
	fmt.Println(Try(func() (int, error) { return strconv.Atoi("x") }))
	fmt.Println(Try(func() (string, error) { return "", errors.New("boom") }))
	fmt.Println(SumMap(map[string]int{"a": 1, "b": 2}), SumMap(map[int]float64{1: 0.5, 2: 0.25}))
	p := Ptr(3)
	*p++
	fmt.Println(*p, *Ptr("s"), Zero[int](), Zero[string]() == "", Zero[*int]() == nil, Zero[[]int]() == nil)
	fmt.Printf("%T %T %T\n", Ptr(1.5), Zero[map[string]int](), Result[[]byte]{})
	people := []struct {
		Name string
		Age  int
	}{{"Al", 30}, {"Bo", 25}, {"Cy", 30}, {"Di", 25}}
	slices.SortStableFunc(people, func(a, b struct {
		Name string
		Age  int
	}) int {
		return cmp.Compare(a.Age, b.Age)
	})
	fmt.Println(people)
	idx, found := slices.BinarySearch([]int{1, 3, 5, 7}, 5)
	fmt.Println(idx, found, slices.Index([]string{"x", "y"}, "y"), slices.Equal([]int{1}, []int{1}))
	fmt.Println(cmp.Compare("a", "b"), cmp.Less(2, 1), cmp.Or(0, 0, 3, 4), cmp.Or("", "def"))
	xs := []int{3, 1, 4, 1, 5, 9, 2, 6}
	xs = slices.Insert(xs, 2, 100, 200)
	xs = slices.Delete(xs, 0, 1)
	fmt.Println(xs, slices.Compact([]int{1, 1, 2, 2, 2, 3, 1}), len(xs), cap(xs) >= len(xs))
}

// Output:
// 2 true false
// main.Set[string] map[1:{} 2:{} 3:{}]
// [a m z]
// [-1 2.5]
// 0a 1b 2c 3
// #1#2#3
// Ok(42)
// Err(strconv.Atoi: parsing "x": invalid syntax)
// Err(boom)
// 3 0.75
// 4 s 0 true true true
// *float64 map[string]int main.Result[[]uint8]
// [{Bo 25} {Di 25} {Al 30} {Cy 30}]
// 2 true 1 true
// -1 false 3 def
// [1 100 200 4 1 5 9 2 6] [1 2 3 1] 9 true
