package main

import (
	"fmt"
	"math"
)

type Key struct {
	Name string
	Val  any
}

func try(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("%s: %v\n", name, r)
		}
	}()
	f()
}

func main() {
	a := any([]int{1})
	b := any([]int{1})
	try("iface compare", func() { fmt.Println(a == b) })
	try("struct compare", func() { fmt.Println(Key{"x", map[string]int{}} == Key{"x", map[string]int{}}) })
	try("array compare", func() { fmt.Println([1]any{func() {}} == [1]any{func() {}}) })
	try("map key", func() { m := map[any]int{}; m[Key{"k", []string{}}] = 1 })
	try("map lookup", func() { m := map[any]int{1: 1}; _ = m[[]byte("x")] })
	try("different types", func() { fmt.Println(any(1) == any("1"), any(int32(1)) == any(int64(1))) })
	try("nil vs typed nil", func() { var p *int; var e any = p; fmt.Println(e == nil, e == (*int)(nil)) })
	n := -3
	try("negative shift", func() { fmt.Println(1 << n) })
	try("negative shift right", func() { x := 8; fmt.Println(x >> n) })
	m := math.MinInt64
	neg1 := -1
	try("minint div", func() { fmt.Println(m/neg1, m%neg1) })
	var m32 int32 = math.MinInt32
	var n32 int32 = -1
	try("minint32 div", func() { fmt.Println(m32/n32, m32%n32) })
	try("big shift", func() { s := uint(70); fmt.Println(1<<s, int64(-1)>>s, uint8(200)<<3) })
	try("float to int", func() { f := math.Inf(1); fmt.Println(int64(f) == math.MinInt64) })
	try("string index", func() { s := "héllo"; i := 10; fmt.Println(s[i]) })
	try("string slice", func() { s := "héllo"; i, j := 3, 2; fmt.Println(s[i:j]) })
	try("array ptr nil len", func() { var p *[4]int; fmt.Println(len(p), cap(p)); fmt.Println(p[0]) })
	try("range nil array ptr", func() {
		var p *[3]string
		for i := range p {
			fmt.Print(i)
		}
		fmt.Println()
		for i, v := range p {
			fmt.Print(i, v)
		}
	})
	try("copy overlap", func() { s := []int{1, 2, 3, 4, 5}; fmt.Println(copy(s[1:], s), s) })
	try("append self", func() { s := make([]int, 3, 10); t := append(s[:1], 9, 9); fmt.Println(s, t) })
}

// Error:
// # command-line-arguments
// ./runtime_uncomparable_shift_minint.go:41:75: uint8(200) << 3 (constant 1600 of type uint8) overflows uint8
