package main

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

func try(f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("panic:", r)
		}
	}()
	f()
}

func main() {
	s := []int{1, 2, 3}
	try(func() { fmt.Println(slices.Insert(s, 5, 9)) })
	try(func() { fmt.Println(slices.Delete(s, 2, 1)) })
	try(func() { fmt.Println(slices.Grow(s, -1)) })
	try(func() { fmt.Println(slices.Replace(s, 1, 5, 7)) })
	try(func() { fmt.Println(slices.Repeat(s, -1)) })
	try(func() { fmt.Println(strings.Repeat("x", -1)) })
	try(func() { fmt.Println(slices.Chunk(s, 0)) })
	fmt.Println(slices.Compact([]int{1, 1, 2, 2, 1}), slices.Index(s, 3), slices.Contains(s, 4))
	fmt.Println(slices.BinarySearch([]string{"a", "c"}, "b"))
	fmt.Println(slices.MinFunc(s, func(a, b int) int { return b - a }))
	try(func() { fmt.Println(slices.Max([]int{})) })
	try(func() { fmt.Println(slices.MinFunc([]int{}, func(a, b int) int { return 0 })) })
	e := errors.Join(errors.New("a"), nil, errors.New("b\nc"))
	fmt.Printf("%v|%q|%+v|%s\n", e, e, e, e)
	fmt.Println(errors.Join(nil, nil) == nil)
	fmt.Printf("%#v\n", errors.New("x"))
	w := fmt.Errorf("%w + %w", errors.New("p"), errors.New("q"))
	fmt.Println(w, errors.Unwrap(w) == nil)
	fmt.Printf("%v %d\n", fmt.Errorf("bad %w", "notanerror"), 3)
	fmt.Println(fmt.Errorf("nil wrap: %w", nil))
	fmt.Println(strings.Title("hello wOrld-foo bar_baz"), strings.ToTitle("ǆ"), strings.EqualFold("Straße", "STRASSE"))
	fmt.Printf("%q\n", strings.Fields(" a \t b\u00a0c\u2003d "))
	fmt.Printf("%q\n", strings.SplitN("a,b,c", ",", 0))
	fmt.Printf("%q\n", strings.SplitAfterN("a,b,c", ",", 2))
	fmt.Printf("%q\n", strings.Split("", ","))
	fmt.Printf("%q\n", strings.Split("abc", ""))
	fmt.Println(strings.Map(func(r rune) rune {
		if r == 'a' {
			return -1
		}
		return r + 1
	}, "banana"))
	fmt.Println(strings.LastIndexAny("golang", "gl"), strings.IndexFunc("Hello", func(r rune) bool { return r > 'a' }))
	fmt.Println(strings.TrimLeft("xxhixx", "x"), strings.TrimPrefix("xxhi", "x"), strings.Trim("  \t hi \n", " \t\n"), strings.TrimFunc("123abc456", func(r rune) bool { return r < 'a' }))
	fmt.Println(strings.Count("cheese", "e"), strings.Count("five", ""), strings.Index("chicken", ""), strings.ContainsAny("x", ""))
	fmt.Println(strings.CutPrefix("prefix-body", "prefix-"))
	fmt.Println(strings.ContainsFunc("abc", func(r rune) bool { return r == 'c' }))
}

// Output:
// panic: runtime error: slice bounds out of range [5:3]
// panic: runtime error: slice bounds out of range [2:1:]
// panic: cannot be negative
// panic: runtime error: slice bounds out of range [:5] with capacity 3
// panic: cannot be negative
// panic: strings: negative Repeat count
// panic: cannot be less than 1
// [1 2 1] 2 false
// 1 false
// 3
// panic: slices.Max: empty list
// panic: slices.MinFunc: empty list
// a
// b
// c|"a\nb\nc"|a
// b
// c|a
// b
// c
// true
// &errors.errorString{s:"x"}
// p + q true
// bad %!w(string=notanerror) 3
// nil wrap: %!w(<nil>)
// Hello WOrld-Foo Bar_baz ǅ false
// ["a" "b" "c" "d"]
// []
// ["a," "b,c"]
// [""]
// ["a" "b" "c"]
// coo
// 5 1
// hixx xhi hi abc
// 3 5 0 false
// body true
// true
