package main

import "fmt"

type P struct{ X, Y int }

func Fill[T any](n int, v T) []T {
	out := make([]T, n)
	for i := range out {
		out[i] = v
	}
	return out
}

func Ptrs[T any](xs []T) []*T {
	var ps []*T
	for i := range xs {
		ps = append(ps, &xs[i])
	}
	return ps
}

func Reduce[T, A any](xs []T, init A, f func(A, T) A) A {
	acc := init
	for _, x := range xs {
		acc = f(acc, x)
	}
	return acc
}

func Apply[T any](p *T, f func(T) T) {
	*p = f(*p)
}

type Wrapper[T any] struct {
	v   T
	arr [2]T
}

func (w *Wrapper[T]) Set(v T)        { w.v = v; w.arr[1] = v }
func (w Wrapper[T]) Get() T          { return w.v }
func (w *Wrapper[T]) Ptr() *T        { return &w.v }

func Zeroed[T any](p *T) { var z T; *p = z }

func main() {
	f := Fill(3, P{1, 2})
	f[0].X = 9
	fmt.Println(f)
	ps := Ptrs(f)
	ps[1].Y = 7
	fmt.Println(f)
	sum := Reduce(f, P{}, func(a P, p P) P { a.X += p.X; a.Y += p.Y; return a })
	fmt.Println(sum)
	arrs := Reduce([][2]int{{1, 2}, {3, 4}}, [2]int{}, func(a [2]int, b [2]int) [2]int { a[0] += b[0]; a[1] += b[1]; return a })
	fmt.Println(arrs)
	p := P{1, 1}
	Apply(&p, func(q P) P { q.X *= 10; return q })
	fmt.Println(p)
	var w Wrapper[P]
	w.Set(P{5, 5})
	g := w.Get()
	g.X = 0
	fmt.Println(w, g)
	*w.Ptr() = P{6, 6}
	fmt.Println(w.v, w.arr)
	Zeroed(&w)
	fmt.Println(w)
	m := map[string]Wrapper[[2]int]{}
	m["a"] = Wrapper[[2]int]{v: [2]int{1, 2}}
	x := m["a"]
	x.v[0] = 100
	fmt.Println(m, x)
	ch := make(chan P, 1)
	v := P{3, 3}
	ch <- v
	v.X = 4
	fmt.Println(<-ch, v)
}

// Output:
// [{9 2} {1 2} {1 2}]
// [{9 2} {1 7} {1 2}]
// {11 11}
// [4 6]
// {10 1}
// {{5 5} [{0 0} {5 5}]} {0 5}
// {6 6} [{0 0} {5 5}]
// {{0 0} [{0 0} {0 0}]}
// map[a:{[1 2] [[0 0] [0 0]]}] {[100 2] [[0 0] [0 0]]}
// {3 3} {4 3}
