package main

import (
	"fmt"
	"slices"
	"strings"
)

type small struct{ a, b byte }
type mid struct {
	a int64
	b [3]int32
}
type big struct{ data [100]byte }

func growth[T any](name string, zero T) {
	var s []T
	last := -1
	var caps []int
	for i := 0; i < 2000; i++ {
		s = append(s, zero)
		if cap(s) != last {
			last = cap(s)
			caps = append(caps, last)
		}
	}
	fmt.Println(name, caps)
}

func main() {
	growth("byte", byte(0))
	growth("int", 0)
	growth("string", "")
	growth("small", small{})
	growth("mid", mid{})
	growth("big", big{})
	growth("iface", any(nil))

	a := []int{1, 2, 3}
	b := append(a[:1], 9)
	fmt.Println(a, b, len(b), cap(b))
	c := append(a[:1:1], 8)
	fmt.Println(a, c, cap(c))
	d := append([]int(nil), make([]int, 5)...)
	fmt.Println(len(d), cap(d))
	e := append(make([]int, 3, 3), 1, 2, 3, 4)
	fmt.Println(len(e), cap(e))
	f := append([]byte("hello"), " world, this is longer"...)
	fmt.Println(len(f), cap(f))
	g := slices.Grow([]int{1}, 10)
	fmt.Println(len(g), cap(g))
	h := slices.Insert([]string{"a", "b"}, 1, "x", "y", "z")
	fmt.Println(h, len(h), cap(h))
	var sb strings.Builder
	var bcaps []int
	for i := 0; i < 100; i++ {
		sb.WriteString("ab")
		if len(bcaps) == 0 || bcaps[len(bcaps)-1] != sb.Cap() {
			bcaps = append(bcaps, sb.Cap())
		}
	}
	fmt.Println(bcaps)
	src := []int{0, 1, 2, 3, 4, 5}
	n := copy(src[2:], src)
	fmt.Println(n, src)
	n = copy(src, "ignored"[0:0])
	fmt.Println(n)
	bs := make([]byte, 3)
	fmt.Println(copy(bs, "héllo"), bs)
	m := make([]int, 0, 5)
	m1 := append(m, 1)
	m2 := append(m, 2)
	fmt.Println(m1[0], m2[0], len(m))
	r := []rune("héllo")
	fmt.Println(len(r), cap(r), cap([]byte("héllo")))
}

// Error:
// # command-line-arguments
// ./slices_append_capacity_growth.go:66:11: invalid argument: arguments to copy src (variable of type []int) and "ignored"[0:0] (value of type string) have different element types int and byte
