package main

// gc orders append's arguments and a return's results as a call's arguments: a variable read
// there is read after the calls of later operands (walk/order.go), so append(s, f()) appends to
// the s that f left and `return x, f()` returns the x that f left.

import "fmt"

type S struct{ items []int }

func (s *S) add() int { s.items = append(s.items, 7); return 8 }

func two() (int, string) {
	n := 1
	s := "a"
	return n, func() string { n = 2; s = "b"; return s }()
}

func three() (a, b, c int) {
	a = 1
	return a, a + 1, func() int { a = 10; return 3 }()
}

func ptr() (*int, int) {
	x := 1
	p := &x
	return p, func() int { x = 5; return 0 }()
}

func iface() (any, int) {
	x := 1
	return x, func() int { x = 5; return 0 }()
}

func main() {
	s := &S{}
	s.items = append(s.items, s.add())
	fmt.Println(s.items)
	b := []byte("ab")
	grow := func() byte { b = append(b, 'z'); return 'c' }
	b = append(b, grow(), grow())
	fmt.Println(string(b))
	b2 := []byte("x")
	more := func() string { b2 = append(b2, 'y'); return "!" }
	b2 = append(b2, more()...)
	fmt.Println(string(b2))
	fmt.Println(two())
	fmt.Println(three())
	p, _ := ptr()
	fmt.Println(*p)
	fmt.Println(iface())
	xs := [][]int{{1}}
	xs = append(xs, func() []int { xs[0][0] = 9; return []int{2} }())
	fmt.Println(xs)
	m := map[string][]int{"k": {1}}
	m["k"] = append(m["k"], func() int { m["k"] = []int{5, 5}; return 3 }())
	fmt.Println(m)
	var arr [3][]int
	i := 0
	arr[i] = append(arr[i], func() int { i = 2; return 1 }())
	fmt.Println(arr)
}

// Output:
// [7 8]
// abzzcc
// xy!
// 2 b
// 10 11 3
// 5
// 5 0
// [[9] [2]]
// map[k:[5 5 3]]
// [[] [] [1]]
