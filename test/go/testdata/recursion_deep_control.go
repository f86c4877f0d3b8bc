package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

// Recursion thousands of calls deep through the control flow a learner writes around
// the recursive call: if/else, else-if chains, for and range loops, switch and type switch,
// labels, goto, && and ||, results and named results, methods and closures, panics and defers.

type Tree struct {
	v    int
	kids []*Tree
}

// walk sums a tree with a range loop around the recursive call.
func walk(t *Tree) int {
	s := t.v
	for _, k := range t.kids {
		s += walk(k)
	}
	return s
}

// walkFor does the same with a three-clause loop, skipping odd values with continue.
func walkFor(t *Tree) (sum, odd int) {
	for i := 0; i < len(t.kids); i++ {
		s, o := walkFor(t.kids[i])
		sum += s
		odd += o
		if t.kids[i].v%2 == 1 {
			odd++
			continue
		}
	}
	sum += t.v
	return
}

func wide(depth, fan int, next *int) *Tree {
	*next++
	t := &Tree{v: *next}
	if depth > 0 {
		for i := 0; i < fan; i++ {
			t.kids = append(t.kids, wide(depth-1, fan, next))
		}
	}
	return t
}

func height(t *Tree) int {
	h := 0
	for _, k := range t.kids {
		if kh := height(k); kh > h {
			h = kh
		}
	}
	return h + 1
}

func ifElse(n int) int {
	if n <= 0 {
		return 0
	} else if n%3 == 0 {
		return ifElse(n-1) + 3
	} else if ifElse2(n) {
		return ifElse(n-2) + 1
	} else {
		r := ifElse(n - 1)
		return r + 2
	}
}

func ifElse2(n int) bool { return n%2 == 0 }

func sw(n int) int {
	switch {
	case n <= 0:
		return 0
	case n%2 == 0:
		return sw(n-1) + 2
	default:
		return sw(n-1) + 1
	}
}

func swTag(n int) (r int) {
	switch n % 4 {
	case 0:
		if n == 0 {
			return 0
		}
		r = swTag(n-1) + 10
	case 1, 2:
		r = swTag(n - 1)
		fallthrough
	case 3:
		if n%4 == 3 {
			r = swTag(n - 1)
		}
		r++
	}
	return
}

func swCall(n int) int {
	switch mod := n % 5; mod {
	case id(0):
		if n == 0 {
			return 0
		}
		return swCall(n-1) + 5
	case id(mod):
		if n > 1000 {
			break
		}
		return swCall(n-1) + mod
	}
	return swCall(n-1) - 1
}

func id(n int) int { return n }

type Expr interface{}

type Add struct{ l, r Expr }
type Neg struct{ x Expr }

func eval(e Expr) int {
	switch e := e.(type) {
	case int:
		return e
	case Add:
		return eval(e.l) + eval(e.r)
	case *Neg:
		return -eval(e.x)
	case nil:
		return 0
	default:
		panic(fmt.Sprintf("bad %T", e))
	}
}

func labels(n int) int {
	total := 0
outer:
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			if j == 2 {
				continue outer
			}
			if i == 2 {
				break outer
			}
			total++
		}
	}
	if n == 0 {
		return total
	}
	return labels(n-1) + total
}

func gotoLoop(n int) int {
	acc := 0
	i := 0
top:
	if i < 2 {
		acc += gotoLoop0(n)
		i++
		goto top
	}
	if n == 0 {
		return acc
	}
	return gotoLoop(n-1) + acc
}

func gotoLoop0(n int) int { return n % 2 }

func search(n, want int) bool {
	return n == want || n > 0 && search(n-1, want)
}

func same(a, b *Tree) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.v == b.v && len(a.kids) == len(b.kids) && sameKids(a.kids, b.kids)
}

func sameKids(a, b []*Tree) bool {
	for i := range a {
		if !same(a[i], b[i]) {
			return false
		}
	}
	return true
}

func minMax(xs []int) (lo, hi int, ok bool) {
	if len(xs) == 0 {
		return 0, 0, false
	}
	lo, hi, ok = minMax(xs[1:])
	if !ok {
		return xs[0], xs[0], true
	}
	if xs[0] < lo {
		lo = xs[0]
	}
	if xs[0] > hi {
		hi = xs[0]
	}
	return
}

type Counter struct{ calls int }

func (c *Counter) down(n int) int {
	c.calls++
	if n > 0 {
		return c.down(n-1) + 1
	}
	return 0
}

type Walker interface{ Walk(n int) int }

type even struct{ odd Walker }
type odd struct{ even Walker }

func (e *even) Walk(n int) int {
	if n == 0 {
		return 0
	}
	return e.odd.Walk(n-1) + 2
}

func (o *odd) Walk(n int) int {
	if n == 0 {
		return 0
	}
	return o.even.Walk(n-1) + 1
}

func runes(s string, depth int) int {
	if depth == 0 {
		return 0
	}
	n := 0
	for _, r := range s {
		if r == 'é' {
			n += runes(s, depth-1)
		}
	}
	return n + 1
}

func countMap(m map[string]int, depth int) int {
	if depth == 0 {
		return 0
	}
	n := 0
	for k, v := range m {
		if strings.HasPrefix(k, "a") {
			n += countMap(m, depth-1) + v
		}
	}
	return n
}

func rangeInt(n int) int {
	s := 0
	for i := range 2 {
		if n > 0 && i == 1 {
			s += rangeInt(n - 1)
		}
		s++
	}
	return s
}

var errDeep = errors.New("deep")

func failAt(n, at int) int {
	if n == at {
		panic(errDeep)
	}
	for i := 0; i < 1; i++ {
		if n%2 == 0 {
			return failAt(n+1, at) + 1
		}
	}
	switch {
	default:
		return failAt(n+1, at) + 2
	}
}

func guarded(n, at int) (r int, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("recovered at %d: %v", n, p)
		}
	}()
	if n%2500 == 0 && n > 0 {
		if n == 5000 {
			return failAt(n, at), nil
		}
	}
	r, err = guarded(n+1, at)
	return r + 1, err
}

func nilAt(t *Tree, n int) int {
	if n == 0 {
		return t.v
	}
	if n%2 == 0 {
		return nilAt(t, n-1)
	}
	return nilAt(t, n-1) + 0
}

func try(f func() int) (r int, err any) {
	defer func() { err = recover() }()
	return f(), nil
}

func main() {
	// A list 5,000 nodes deep, walked by range and for loops.
	var root *Tree
	for i := 1; i <= 5000; i++ {
		t := &Tree{v: i}
		if root != nil {
			t.kids = []*Tree{root}
		}
		root = t
	}
	fmt.Println(walk(root))
	s, o := walkFor(root)
	fmt.Println(s, o)
	// A wide tree.
	next := 0
	w := wide(5, 4, &next)
	fmt.Println(next, walk(w), height(w))
	fmt.Println(same(w, w), same(w, w.kids[0]))
	fmt.Println(ifElse(5000), sw(5000), swTag(5000), swCall(5000))
	var e Expr = 1
	for i := 0; i < 5000; i++ {
		if i%2 == 0 {
			e = Add{e, i}
		} else {
			e = &Neg{e}
		}
	}
	fmt.Println(eval(e), eval(Add{nil, 3}))
	fmt.Println(try(func() int { return eval(Add{1, Add{2, "x"}}) }))
	fmt.Println(labels(5000), gotoLoop(5000))
	fmt.Println(search(5000, 3), search(5000, -1))
	xs := make([]int, 5000)
	for i := range xs {
		xs[i] = (i * 7919) % 5003
	}
	fmt.Println(minMax(xs))
	c := &Counter{}
	fmt.Println(c.down(5000), c.calls)
	ev := &even{}
	od := &odd{even: ev}
	ev.odd = od
	fmt.Println(ev.Walk(5001))
	var fib func(n int) int
	memo := map[int]int{}
	fib = func(n int) int {
		if n < 2 {
			return n
		}
		if v, ok := memo[n]; ok {
			return v
		}
		v := (fib(n-1) + fib(n-2)) % 1000000007
		memo[n] = v
		return v
	}
	fmt.Println(fib(5000))
	fmt.Println(runes("aéb", 3000), countMap(map[string]int{"ab": 1, "b": 2}, 3000), rangeInt(5000))
	fmt.Println(guarded(0, 10000))
	fmt.Println(try(func() int { return nilAt(nil, 5000) }))
	keys := []string{}
	for k := range map[string]bool{"x": true, "y": true} {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Println(keys)
}

// Output:
// 12502500
// 12502500 2500
// 1365 932295 6
// true false
// 5832 7500 16250 3800
// -2499 3
// 0 bad string
// 20004 5000
// true false
// 0 5002 true
// 5000 5001
// 7502
// 976496506
// 3000 3000 10002
// 5000 recovered at 5000: deep
// 0 runtime error: invalid memory address or nil pointer dereference
// [x y]
