// Two-index slice expressions of slices (`s[lo:hi]`, `s[:hi]`, `s[lo:]`, `s[:]`): nil stays nil,
// the result's length and capacity, sharing the backing array, the operands' order of evaluation,
// and the bounds panics (recovered) for a nil and a non-nil slice.
package main

import "fmt"

var order []string

func idx(name string, v int) int {
	order = append(order, name)
	return v
}

func sl(s []int) []int {
	order = append(order, "s")
	return s
}

func try(name string, f func() []int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println(name, "panic:", r)
		}
	}()
	r := f()
	fmt.Println(name, r, len(r), cap(r), r == nil)
}

func main() {
	var nilS []int
	s := make([]int, 5, 8)
	for i := range s {
		s[i] = i * 10
	}
	try("nil[:]", func() []int { return nilS[:] })
	try("nil[:0]", func() []int { return nilS[:0] })
	try("nil[0:0]", func() []int { return nilS[0:0] })
	try("nil[:1]", func() []int { return nilS[:1] })
	try("nil[1:]", func() []int { return nilS[1:] })
	try("s[:0]", func() []int { return s[:0] })
	try("s[2:4]", func() []int { return s[2:4] })
	try("s[5:]", func() []int { return s[5:] })
	try("s[:8]", func() []int { return s[:8] })
	try("s[8:]", func() []int { return s[8:] })
	try("s[:9]", func() []int { return s[:9] })
	three, two := 3, 2
	try("s[3:2]", func() []int { return s[three:two] })
	try("s[6:]", func() []int { return s[6:] })
	n := -1
	try("s[n:]", func() []int { return s[n+0:] })
	try("s[:n]", func() []int { return s[:n+0] })
	t := s[1:3]
	t = append(t, 99)
	fmt.Println(s, t, len(t), cap(t))
	u := t[:0]
	u = append(u, 7)
	fmt.Println(s, u)
	try("order", func() []int { return sl(s)[idx("lo", 1):idx("hi", 2)] })
	fmt.Println(order)
	b := []byte("hello, world")
	fmt.Println(string(b[7:]), string(b[:5]), string(b[:0]), len(b[12:]))
}

// Output:
// nil[:] [] 0 0 true
// nil[:0] [] 0 0 true
// nil[0:0] [] 0 0 true
// nil[:1] panic: runtime error: slice bounds out of range [:1] with capacity 0
// nil[1:] panic: runtime error: slice bounds out of range [1:0]
// s[:0] [] 0 8 false
// s[2:4] [20 30] 2 6 false
// s[5:] [] 0 3 false
// s[:8] [0 10 20 30 40 0 0 0] 8 8 false
// s[8:] panic: runtime error: slice bounds out of range [8:5]
// s[:9] panic: runtime error: slice bounds out of range [:9] with capacity 8
// s[3:2] panic: runtime error: slice bounds out of range [3:2]
// s[6:] panic: runtime error: slice bounds out of range [6:5]
// s[n:] panic: runtime error: slice bounds out of range [-1:]
// s[:n] panic: runtime error: slice bounds out of range [:-1]
// [0 10 20 99 40] [10 20 99] 3 7
// [0 7 20 99 40] [7]
// order [7] 1 7 false
// [s lo hi]
// world hello  0
