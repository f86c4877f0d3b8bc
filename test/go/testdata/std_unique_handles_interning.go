package main

import (
	"fmt"
	"math"
	"strings"
	"sync"
	"unique"
)

type Point struct {
	X, Y int
}

type Label string

type Symbol struct {
	h unique.Handle[string]
}

func intern(names []string) []Symbol {
	out := make([]Symbol, len(names))
	for i, n := range names {
		out[i] = Symbol{unique.Make(n)}
	}
	return out
}

func main() {
	a := unique.Make("hello")
	b := unique.Make(strings.ToLower("HELLO"))
	c := unique.Make("world")
	fmt.Println(a == b, a == c, a.Value(), c.Value())

	p1 := unique.Make(Point{1, 2})
	p2 := unique.Make(Point{X: 1, Y: 2})
	p3 := unique.Make(Point{2, 1})
	fmt.Println(p1 == p2, p1 == p3, p1.Value(), p3.Value().X)

	// Values of different types never share a handle, even with the same underlying value.
	l := unique.Make(Label("hello"))
	fmt.Println(l.Value(), string(l.Value()) == a.Value())
	fmt.Printf("%T %T\n", l.Value(), a)

	n1 := unique.Make(math.NaN())
	n2 := unique.Make(math.NaN())
	z1 := unique.Make(0.0)
	z2 := unique.Make(math.Copysign(0, -1))
	fmt.Println(n1 == n2, z1 == z2, z2.Value())

	syms := intern(strings.Fields("go is fun and go is fast"))
	seen := map[unique.Handle[string]]int{}
	for _, s := range syms {
		seen[s.h]++
	}
	fmt.Println(len(syms), len(seen), seen[unique.Make("go")], seen[unique.Make("is")], seen[unique.Make("rust")])

	var zero unique.Handle[int]
	fmt.Println(zero == unique.Handle[int]{}, unique.Make(7) == unique.Make(3+4))

	type key struct {
		name string
		n    int
		arr  [2]bool
	}
	k1 := unique.Make(key{"x", 1, [2]bool{true, false}})
	k2 := unique.Make(key{"x", 1, [2]bool{true, false}})
	fmt.Println(k1 == k2, k1.Value().arr)

	var wg sync.WaitGroup
	handles := make([]unique.Handle[string], 8)
	for i := range handles {
		wg.Add(1)
		go func() {
			defer wg.Done()
			handles[i] = unique.Make(fmt.Sprint("worker-", i%2))
		}()
	}
	wg.Wait()
	distinct := map[unique.Handle[string]]bool{}
	for _, h := range handles {
		distinct[h] = true
	}
	fmt.Println(len(distinct), handles[0] == handles[2], handles[1] == handles[2], handles[3].Value())

	iface := unique.Make[any](42)
	iface2 := unique.Make[any](42)
	iface3 := unique.Make[any](int64(42))
	fmt.Println(iface == iface2, iface == iface3, iface3.Value())
	defer func() { fmt.Println("recovered:", recover()) }()
	unique.Make[any]([]int{1})
}

// Output:
// true false hello world
// true false {1 2} 2
// hello true
// main.Label unique.Handle[string]
// false true 0
// 7 5 2 2 0
// true true
// true [true false]
// 2 true false worker-1
// true false 42
// recovered: runtime error: hash of unhashable type []int
