package main

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
)

type Setter[T any] interface {
	*T
	Set(string) error
}

type IntVal struct{ v int }

func (i *IntVal) Set(s string) (err error) { i.v, err = strconv.Atoi(s); return }

func Parse[T any, PT Setter[T]](vals []string) ([]T, error) {
	out := make([]T, len(vals))
	for i, s := range vals {
		if err := PT(&out[i]).Set(s); err != nil {
			return nil, fmt.Errorf("item %d: %w", i, err)
		}
	}
	return out, nil
}

type Ordered interface{ cmp.Ordered }

func MaxOf[T Ordered](a T, rest ...T) T {
	m := a
	for _, r := range rest {
		m = max(m, r)
	}
	return m
}

type Tree[T cmp.Ordered] struct {
	Left, Right *Tree[T]
	Val         T
}

func (t *Tree[T]) Insert(v T) *Tree[T] {
	if t == nil {
		return &Tree[T]{Val: v}
	}
	switch c := cmp.Compare(v, t.Val); {
	case c < 0:
		t.Left = t.Left.Insert(v)
	case c > 0:
		t.Right = t.Right.Insert(v)
	}
	return t
}

func (t *Tree[T]) Walk(yield func(T) bool) bool {
	if t == nil {
		return true
	}
	return t.Left.Walk(yield) && yield(t.Val) && t.Right.Walk(yield)
}

func Describe[T any](v T) string {
	switch x := any(v).(type) {
	case int:
		return "int " + strconv.Itoa(x)
	case string:
		return "string " + x
	case fmt.Stringer:
		return "stringer " + x.String()
	}
	return fmt.Sprintf("other %T", v)
}

type Num int

func (n Num) String() string { return "Num(" + strconv.Itoa(int(n)) + ")" }

type List[T any] []T

func (l List[T]) Map(f func(T) T) List[T] {
	out := make(List[T], 0, len(l))
	for _, v := range l {
		out = append(out, f(v))
	}
	return out
}

func Keys[M ~map[K]V, K comparable, V any](m M) []K {
	ks := make([]K, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}

type Labels map[string]string

func main() {
	vs, err := Parse[IntVal]([]string{"1", "2", "3"})
	fmt.Println(vs, err)
	_, err = Parse[IntVal]([]string{"1", "x"})
	fmt.Println(err)
	fmt.Println(MaxOf(1, 5, 3), MaxOf("b", "a"), MaxOf(2.5), MaxOf(1, 2.5))
	var root *Tree[string]
	for _, w := range []string{"m", "c", "x", "a", "c"} {
		root = root.Insert(w)
	}
	for v := range root.Walk {
		fmt.Print(v, " ")
	}
	fmt.Println()
	fmt.Println(Describe(3), Describe("s"), Describe(Num(4)), Describe(2.5), Describe([]Num{}))
	l := List[int]{1, 2, 3}.Map(func(i int) int { return i * i })
	fmt.Printf("%v %T\n", l, l)
	ks := Keys(Labels{"app": "x", "tier": "y"})
	slices.Sort(ks)
	fmt.Printf("%v %T\n", ks, ks)
	fmt.Printf("%T %T\n", Tree[int]{}, &Tree[Num]{})
	f := MaxOf[float64]
	fmt.Println(f(1, 2, 3))
}

// Error:
// # command-line-arguments
// ./generics_pointer_constraint_tree_walk.go:110:17: cannot range over root.Walk (value of type func(yield func(string) bool) bool): func must be func(yield func(...) bool): unexpected results
