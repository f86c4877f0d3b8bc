package main

import (
	"cmp"
	"errors"
	"fmt"
	"maps"
	"slices"
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

type Celsius float64

func SumOf[T Number](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func SortedPairs[M ~map[K]V, K cmp.Ordered, V any](m M) []Pair[K, V] {
	out := make([]Pair[K, V], 0, len(m))
	for _, k := range slices.Sorted(maps.Keys(m)) {
		out = append(out, Pair[K, V]{k, m[k]})
	}
	return out
}

func Filter[S ~[]E, E any](s S, keep func(E) bool) S {
	var out S
	for _, e := range s {
		if keep(e) {
			out = append(out, e)
		}
	}
	return out
}

type Labels map[string]string
type Names []string

func main() {
	fmt.Println(SumOf(1, 2, 3), SumOf(1.5, 2.25), SumOf[Celsius](20, 1.5), SumOf[int64]())
	ps := SortedPairs(Labels{"tier": "web", "app": "shop", "env": "prod"})
	fmt.Println(ps, len(ps))
	fmt.Printf("%T %v %+v\n", ps[0], ps[0], ps[0])
	fmt.Printf("%T\n", Pair[string, []int]{})
	fmt.Printf("%#v\n", Pair[string, int]{"a", 1})
	var st Stack[string]
	st.Push("a")
	st.Push("b")
	v, err := st.Pop()
	fmt.Println(v, err)
	st.Pop()
	v, err = st.Pop()
	fmt.Printf("%q %v %T\n", v, err, st)
	long := Filter(Names{"kube", "go", "operator"}, func(s string) bool { return len(s) > 2 })
	fmt.Printf("%T %v\n", long, long)
	xs := []int{5, 2, 8, 2, 9, 1}
	slices.Sort(xs)
	i, found := slices.BinarySearch(xs, 8)
	fmt.Println(xs, i, found, slices.Compact(xs), slices.Index(xs, 9), slices.Contains(xs, 3))
	fmt.Println(slices.Max(xs), slices.Min(xs), cmp.Compare("a", "b"), min(3, 1, 2), max(2.5, 1))
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
	sort.SliceStable(people, func(i, j int) bool { return people[i].Name > people[j].Name })
	fmt.Println(people)
	ys := slices.Insert([]int{1, 2}, 1, 9, 8)
	fmt.Println(ys, slices.Delete(ys, 0, 2), slices.Repeat([]string{"a"}, 3), slices.Concat([]int{1}, nil, []int{2, 3}))
	chunks := [][]int{}
	for c := range slices.Chunk([]int{1, 2, 3, 4, 5}, 2) {
		chunks = append(chunks, c)
	}
	fmt.Println(chunks, slices.Equal([]int{}, nil), strings.Join(slices.Collect(maps.Values(map[int]string{1: "x"})), ","))
	defer func() { fmt.Println("recovered:", recover()) }()
	fmt.Println(slices.Insert([]int{1}, 5, 2))
}

// Output:
// 6 3.75 21.5 0
// [app=>shop env=>prod tier=>web] 3
// main.Pair[string,string] app=>shop app=>shop
// main.Pair[string,[]int]
// main.Pair[string,int]{Key:"a", Val:1}
// b <nil>
// "" empty stack main.Stack[string]
// main.Names [kube operator]
// [1 2 5 8 9 0] 4 true [1 2 5 8 9] 4 false
// 9 0 -1 1 2.5
// [{Bo 25} {Di 25} {Al 30} {Cy 30}]
// [{Di 25} {Cy 30} {Bo 25} {Al 30}]
// [8 2 0 0] [8 2] [a a a] [1 2 3]
// [[1 2] [3 4] [5]] true x
// recovered: runtime error: slice bounds out of range [5:1]
