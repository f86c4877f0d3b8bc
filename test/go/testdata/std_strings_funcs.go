package main

import (
	"fmt"
	"strings"
	"unicode"
)

func main() {
	s := "  Hello, World! Hello, Go!  "
	fmt.Println(strings.TrimSpace(s))
	fmt.Println(strings.Count(s, "Hello"), strings.Index(s, "World"), strings.LastIndex(s, "Hello"))
	fmt.Println(strings.Fields(s))
	fmt.Printf("%q\n", strings.Split("a,b,,c", ","))
	fmt.Printf("%q\n", strings.SplitN("a,b,c,d", ",", 2))
	fmt.Printf("%q\n", strings.SplitAfter("a,b,c", ","))
	fmt.Println(strings.Repeat("ab", 3), strings.Title("x"))
	fmt.Println(strings.Replace("oink oink oink", "k", "ky", 2))
	fmt.Println(strings.Replace("oink oink oink", "oink", "moo", -1))
	fmt.Println(strings.ToUpper("gopher"), strings.ToLower("GoPHER"))
	fmt.Println(strings.HasPrefix("golang", "go"), strings.HasSuffix("golang", "ng"))
	fmt.Println(strings.ContainsAny("hello", "xyz"), strings.ContainsRune("hello", 'l'))
	fmt.Println(strings.Trim("xxhixx", "x"), strings.TrimLeft("xxhixx", "x"), strings.TrimRight("xxhixx", "x"))
	fmt.Println(strings.TrimPrefix("prefix-body", "prefix-"), strings.TrimSuffix("body.go", ".go"))
	fmt.Println(strings.TrimFunc("123abc456", unicode.IsDigit))
	fmt.Println(strings.Map(func(r rune) rune {
		if r == 'a' {
			return -1
		}
		return unicode.ToUpper(r)
	}, "banana"))
	fmt.Println(strings.EqualFold("Go", "GO"), strings.Compare("a", "b"))
	fmt.Println(strings.IndexByte("golang", 'l'), strings.IndexRune("chicken", 'k'), strings.IndexAny("golang", "ny"))
	fmt.Println(strings.Join([]string{"a", "b", "c"}, "-"))
	fmt.Println(strings.FieldsFunc("a1b2c3", unicode.IsDigit))
	before, after, found := strings.Cut("key=value", "=")
	fmt.Println(before, after, found)
	r := strings.NewReplacer("<", "&lt;", ">", "&gt;")
	fmt.Println(r.Replace("<b>bold</b>"))
	var b strings.Builder
	for i := 0; i < 3; i++ {
		fmt.Fprintf(&b, "%d;", i)
	}
	b.WriteString("end")
	b.WriteByte('!')
	b.WriteRune('é')
	fmt.Println(b.String(), b.Len())
	fmt.Println(strings.ToTitle("hi"), strings.LastIndexByte("abca", 'a'))
	fmt.Println(strings.Index("chicken", "dmr"), strings.Contains("", ""))
	x, ok := strings.CutPrefix("v1.2.3", "v")
	fmt.Println(x, ok)
	y, ok2 := strings.CutSuffix("file.txt", ".md")
	fmt.Println(y, ok2)
}

// Output:
// Hello, World! Hello, Go!
// 2 9 16
// [Hello, World! Hello, Go!]
// ["a" "b" "" "c"]
// ["a" "b,c,d"]
// ["a," "b," "c"]
// ababab X
// oinky oinky oink
// moo moo moo
// GOPHER gopher
// true true
// false true
// hi hixx xxhi
// body body
// abc
// BNN
// true -1
// 2 4 4
// a-b-c
// [a b c]
// key value true
// &lt;b&gt;bold&lt;/b&gt;
// 0;1;2;end!é 12
// HI 3
// -1 true
// 1.2.3 true
// file.txt false
