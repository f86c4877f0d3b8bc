package main

import "fmt"

// A composite literal without calls is built after the calls gc hoists (walk/order.go), as a plain
// operand is, unless it is a struct or array literal, or & of a literal, converted to an interface:
// that one is copied in order. A map literal's entries are stored in order.

type T struct{ a, b int }

func g(t T, n int) T             { return t }
func h(t *T, n int) T            { return *t }
func k(s []int, n int) []int     { return s }
func ar(s [2]int, n int) [2]int  { return s }
func va(n int, ts ...T) []T      { return ts }
func vi(n int, xs ...any) []any  { return xs }

func main() {
	x := 1
	f := func() int { x = 100; return 5 }

	fmt.Println("nested struct", []T{{a: x}, {b: f()}})
	x = 1
	pt := []*T{&T{a: x}, {b: f()}}
	fmt.Println("nested pointer", *pt[0], *pt[1])
	x = 1
	fmt.Println("nested slice", [][]int{{x}, {f()}})
	x = 1
	fmt.Println("nested map", []map[string]int{{"a": x}, {"b": f()}})
	x = 1
	fmt.Println("field slice", struct {
		A int
		B []int
	}{B: []int{x}, A: f()})
	x = 1
	fmt.Println("struct arg", g(T{a: x}, f()))
	x = 1
	fmt.Println("pointer arg", h(&T{a: x}, f()))
	x = 1
	fmt.Println("slice arg", k([]int{x}, f()))
	x = 1
	fmt.Println("array arg", ar([2]int{x}, f()))
	x = 1
	fmt.Println("variadic", va(0, T{a: x}, T{b: f()}))
	x = 1
	fmt.Println("variadic any", vi(0, T{a: x}, []int{x}, f()))
	x = 1
	fmt.Println("to interface", T{a: x}, [2]int{x}, []int{x}, f())
	x = 1
	fmt.Println("pointer to interface", &T{a: x}, &[]int{x}, f())
	x = 1
	fmt.Println("in []any", []any{T{a: x}, []int{x}, f()})
	x = 1
	var i any
	i, y := T{a: x}, f()
	fmt.Println("assign to interface", i, y)
	x = 1
	c, d := T{a: x}, f()
	fmt.Println("assign struct", c, d)
	x = 1
	sl, e := []int{x}, f()
	fmt.Println("assign slice", sl, e)
	x = 1
	println("print", len([]int{x, f()}))
}

// Output:
// nested struct [{100 0} {0 5}]
// nested pointer {100 0} {0 5}
// nested slice [[100] [5]]
// nested map [map[a:1] map[b:5]]
// field slice {5 [100]}
// struct arg {100 0}
// pointer arg {100 0}
// slice arg [100]
// array arg [100 0]
// variadic [{100 0} {0 5}]
// variadic any [{1 0} [100] 5]
// to interface {1 0} [1 0] [100] 5
// pointer to interface &{1 0} &[1] 5
// in []any [{1 0} [100] 5]
// assign to interface {1 0} 5
// assign struct {100 0} 5
// assign slice [100] 5
// Stderr:
// print 2
