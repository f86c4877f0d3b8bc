package main

import (
	"cmp"
	"fmt"
	"reflect"
	"sort"
	"strings"
)

type Number interface {
	~int | ~int32 | ~int64 | ~float64
}

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func (p Pair[K, V]) String() string { return fmt.Sprintf("%v=>%v", p.Key, p.Val) }

type List[T any] struct {
	items []T
}

func (l *List[T]) Push(v T) *List[T] { l.items = append(l.items, v); return l }
func (l List[T]) Len() int           { return len(l.items) }

type Replicas int32

type Set[T comparable] map[T]struct{}

func (s Set[T]) Add(v T) { s[v] = struct{}{} }

func Sum[T Number](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func SortedKeys[M ~map[K]V, K cmp.Ordered, V any](m M) []K {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	return keys
}

type Tree[T cmp.Ordered] struct {
	Left, Right *Tree[T]
	Val         T
}

func (t *Tree[T]) Insert(v T) *Tree[T] {
	if t == nil {
		return &Tree[T]{Val: v}
	}
	if v < t.Val {
		t.Left = t.Left.Insert(v)
	} else {
		t.Right = t.Right.Insert(v)
	}
	return t
}

func (t *Tree[T]) Walk(f func(T)) {
	if t == nil {
		return
	}
	t.Left.Walk(f)
	f(t.Val)
	t.Right.Walk(f)
}

func Zero[T any]() (z T) { return }

func main() {
	p := Pair[string, []int]{"a", []int{1, 2}}
	fmt.Printf("%v|%+v|%T\n", p, p, p)
	fmt.Printf("%#v\n", Pair[int, *int]{1, nil})
	l := &List[Pair[string, Replicas]]{}
	l.Push(Pair[string, Replicas]{"x", 3}).Push(Pair[string, Replicas]{"y", 4})
	fmt.Printf("%T %T %d %v\n", l, *l, l.Len(), l.items)
	fmt.Printf("%+v\n", *l)
	s := Set[string]{}
	s.Add("b")
	s.Add("a")
	fmt.Printf("%T %v %d\n", s, s, len(s))
	fmt.Println(Sum(1, 2, 3), Sum(1.5, 2.25), Sum[Replicas](1, 2), Sum[int64]())
	fmt.Printf("%T %T\n", Sum[Replicas], SortedKeys[map[string]int])
	fmt.Println(SortedKeys(map[string]bool{"z": true, "m": false, "a": true}), SortedKeys(map[float64]string{2.5: "", -1: ""}))
	var root *Tree[string]
	for _, w := range strings.Fields("delta alpha echo bravo charlie") {
		root = root.Insert(w)
	}
	var out []string
	root.Walk(func(s string) { out = append(out, s) })
	fmt.Println(out)
	fmt.Printf("%T %T\n", root, root.Left)
	fmt.Printf("%v %q %v %v\n", Zero[int](), Zero[string](), Zero[*Tree[int]](), Zero[[]Pair[int, int]]() == nil)
	fmt.Println(reflect.TypeOf(p).Name(), reflect.TypeOf(p).String(), reflect.TypeOf(l).Elem().Name())
	var a any = Pair[Replicas, struct{}]{}
	switch v := a.(type) {
	case Pair[int32, struct{}]:
		fmt.Println("int32", v)
	case Pair[Replicas, struct{}]:
		fmt.Printf("replicas %v %T\n", v, v)
	}
	fmt.Printf("%T\n", map[Pair[int, string]][]*List[error]{})
	fmt.Printf("%T %T\n", func(Pair[int, int]) {}, make(chan Set[int]))
}

// Output:
// a=>[1 2]|a=>[1 2]|main.Pair[string,[]int]
// main.Pair[int,*int]{Key:1, Val:(*int)(nil)}
// *main.List[main.Pair[string,main.Replicas]] main.List[main.Pair[string,main.Replicas]] 2 [x=>3 y=>4]
// {items:[{Key:x Val:3} {Key:y Val:4}]}
// main.Set[string] map[a:{} b:{}] 2
// 6 3.75 3 0
// func(...main.Replicas) main.Replicas func(map[string]int) []string
// [a m z] [-1 2.5]
// [alpha bravo charlie delta echo]
// *main.Tree[string] *main.Tree[string]
// 0 "" <nil> true
// Pair[string,[]int] main.Pair[string,[]int] List[main.Pair[string,main.Replicas]]
// replicas 0=>{} main.Pair[main.Replicas,struct {}]
// map[main.Pair[int,string]][]*main.List[error]
// func(main.Pair[int,int]) chan main.Set[int]
