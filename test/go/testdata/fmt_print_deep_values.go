package main

// fmt prints values of any depth, as gc does: past 500 levels the printer goes on with an explicit
// stack instead of overflowing the JS stack. Leaves printed inside their own text (%!s(*T=&{…}),
// a String method's panic) still come out in place.

import (
	"fmt"
	"strings"
)

type Name string

type T struct{ A, B int }

type Bad struct{ n int }

func (b Bad) String() string { panic(T{b.n, 2}) }

func (n Name) String() string { return "<" + string(n) + ">" }

func main() {
	var x any = 1
	for i := 0; i < 9000; i++ {
		x = []any{x}
	}
	s := fmt.Sprint(x)
	fmt.Println(len(s), s[:20], s[len(s)-20:])
	s = fmt.Sprintf("%#v", x)
	fmt.Println(len(s), s[:40], s[len(s)-40:])
	var m any = Name("leaf")
	for i := 0; i < 5000; i++ {
		m = map[string]any{"k": m, "a": i % 3}
	}
	s = fmt.Sprintf("%+v", m)
	fmt.Println(len(s), s[:60], s[len(s)-60:])
	var st any = "end"
	for i := 0; i < 4000; i++ {
		st = struct {
			A any
			B [1]any
		}{i, [1]any{st}}
	}
	s = fmt.Sprintf("%v|%+v", st, st)
	fmt.Println(len(s), s[:50], s[len(s)-50:], strings.Count(s, "{"))
	fmt.Println(strings.Count(fmt.Sprintf("%x", x), "["), strings.Count(fmt.Sprintf("%d %s", x, x), "%!s"))
	var z any = []any{&T{1, 2}, Bad{7}}
	for i := 0; i < 3000; i++ {
		z = []any{z, i}
	}
	s = fmt.Sprintf("%s", z)
	fmt.Println(len(s), s[:40], s[len(s)-40:])
	i := strings.Index(s, "%")
	fmt.Println(s[i-5 : i+80])
	var y any = []byte("ab")
	for i := 0; i < 3000; i++ {
		y = []any{y, Name("n")}
	}
	s = fmt.Sprintf("%s", y)
	fmt.Println(len(s), s[:30], s[len(s)-30:])
}

// Output:
// 18001 [[[[[[[[[[[[[[[[[[[[ ]]]]]]]]]]]]]]]]]]]]
// 144001 []interface {}{[]interface {}{[]interfac }}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}
// 55006 map[a:1 k:map[a:0 k:map[a:2 k:map[a:1 k:map[a:0 k:map[a:2 k: ]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]
// 85787 {3999 [{3998 [{3997 [{3996 [{3995 [{3994 [{3993 [{ ]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]} 8000
// 9000 1
// 46943 [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ int=2997)] %!s(int=2998)] %!s(int=2999)]
// [[[[[%!s(*main.T=&{1 2}) %!s(PANIC=String method: {7 2})] %!s(int=0)] %!s(int=1)] %!s
// 18002 [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[  <n>] <n>] <n>] <n>] <n>] <n>]
