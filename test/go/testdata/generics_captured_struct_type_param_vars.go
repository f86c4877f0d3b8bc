package main

import (
	"fmt"
	"iter"
)

// Generic helpers whose local variables of a type parameter's type are
// captured by closures, used with struct and array type arguments.

type Point struct{ X, Y int }

type Item struct {
	Name string
	Tags []string
}

func Last[V any](seq iter.Seq[V]) (V, bool) {
	var last V
	var found bool
	seq(func(v V) bool {
		last, found = v, true
		return true
	})
	return last, found
}

func Memo[K comparable, V any](f func(K) V) func(K) V {
	var lastKey K
	var lastVal V
	have := false
	return func(k K) V {
		if have && k == lastKey {
			return lastVal
		}
		lastKey, lastVal, have = k, f(k), true
		return lastVal
	}
}

func OrDefault[V any](get func() (V, error), def V) (out V) {
	defer func() {
		if r := recover(); r != nil {
			out = def
		}
	}()
	v, err := get()
	if err != nil {
		panic(err)
	}
	return v
}

func Swap[V any](a, b V) (V, V) {
	x, y := a, b
	do := func() { x, y = y, x }
	do()
	return x, y
}

func Collect[V any](vs ...V) []func() V {
	var out []func() V
	for _, v := range vs {
		out = append(out, func() V { return v })
	}
	return out
}

func Update[V any](v V, f func(*V)) V {
	apply := func() { f(&v) }
	apply()
	return v
}

func Values[V any](vs []V) iter.Seq[V] {
	return func(yield func(V) bool) {
		for _, v := range vs {
			if !yield(v) {
				return
			}
		}
	}
}

func main() {
	pts := []Point{{1, 2}, {3, 4}, {5, 6}}
	fmt.Println(Last(Values(pts)))
	fmt.Println(Last(Values([][2]string{{"a", "b"}, {"c", "d"}})))
	fmt.Println(Last(Values([]Item{})))

	calls := 0
	dist := Memo(func(p Point) [2]int {
		calls++
		return [2]int{p.X * p.X, p.Y * p.Y}
	})
	fmt.Println(dist(Point{1, 2}), dist(Point{1, 2}), dist(Point{2, 2}), calls)

	it := OrDefault(func() (Item, error) { return Item{}, fmt.Errorf("missing") }, Item{"default", []string{"x"}})
	fmt.Printf("%+v\n", it)
	it = OrDefault(func() (Item, error) { return Item{Name: "real"}, nil }, Item{"default", nil})
	fmt.Printf("%+v\n", it)

	a, b := Swap(Point{1, 1}, Point{2, 2})
	fmt.Println(a, b)

	for _, f := range Collect(Point{7, 7}, Point{8, 8}) {
		fmt.Print(f(), " ")
	}
	fmt.Println()

	orig := Point{1, 1}
	moved := Update(orig, func(p *Point) { p.X += 10 })
	fmt.Println(orig, moved)
	grid := Update([2][2]int{}, func(g *[2][2]int) { g[1][0] = 5 })
	fmt.Println(grid)
}

// Output:
// {5 6} true
// [c d] true
// { []} false
// [1 4] [1 4] [4 4] 2
// {Name:default Tags:[x]}
// {Name:real Tags:[]}
// {2 2} {1 1}
// {7 7} {8 8} 
// {1 1} {11 1}
// [[0 0] [5 0]]
