package main

import (
	"fmt"
	"strings"
	"unicode"
)

func main() {
	s := "  Go is expressive, concise, clean, and efficient.  "
	fmt.Printf("%q\n", strings.Fields(s))
	fmt.Printf("%q\n", strings.FieldsFunc("a1b22c333", unicode.IsDigit))
	fmt.Printf("%q\n", strings.SplitN("a,b,c,d", ",", 2))
	fmt.Printf("%q\n", strings.SplitAfter("a,b,c", ","))
	fmt.Printf("%q\n", strings.Split("abc", ""))
	fmt.Printf("%q\n", strings.Split("", ","))
	fmt.Printf("%q %q\n", strings.TrimSpace(s), strings.Trim("xxhixx", "x"))
	fmt.Println(strings.TrimLeft("aaabca", "ab"), strings.TrimPrefix("aaabca", "ab"), strings.TrimSuffix("file.go.go", ".go"))
	before, after, found := strings.Cut("key=value=x", "=")
	fmt.Println(before, after, found)
	rest, ok := strings.CutPrefix("v1.2.3", "v")
	fmt.Println(rest, ok)
	fmt.Println(strings.Count("cheese", "e"), strings.Count("five", ""), strings.Index("chicken", "ken"), strings.LastIndex("go gopher", "go"), strings.IndexAny("golang", "ny"), strings.IndexRune("chicken", 'k'))
	fmt.Println(strings.Title("hello wide world"), strings.ToTitle("ǆx"), strings.ToUpper("ß"), strings.ToLower("İ"))
	fmt.Println(strings.Repeat("ab", 3), strings.Replace("oink oink oink", "k", "ky", 2), strings.ReplaceAll("oink oink", "oink", "moo"))
	fmt.Println(strings.HasPrefix("golang", "go"), strings.HasSuffix("golang", "ng"), strings.Contains("seafood", "foo"), strings.ContainsAny("failure", "ui"), strings.ContainsRune("abc", 'd'))
	fmt.Println(strings.Compare("a", "b"), strings.EqualFold("Go", "GO"), strings.Join([]string{"x", "y", "z"}, "-"))
	r := strings.NewReplacer("<", "&lt;", ">", "&gt;", "&", "&amp;")
	fmt.Println(r.Replace("a<b && c>d"))
	fmt.Println(strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return '_'
		}
		return r
	}, "a b\tc"))
	fmt.Println(strings.IndexFunc("Hello, 世界", func(r rune) bool { return r > 127 }), strings.LastIndexByte("abcabc", 'b'), strings.ContainsFunc("abc", unicode.IsUpper))
	var sb strings.Builder
	for i, w := range strings.Fields("the quick brown fox") {
		if i > 0 {
			sb.WriteString(" ")
		}
		sb.WriteString(strings.ToUpper(w[:1]) + w[1:])
	}
	fmt.Println(sb.String())
}

// Output:
// ["Go" "is" "expressive," "concise," "clean," "and" "efficient."]
// ["a" "b" "c"]
// ["a" "b,c,d"]
// ["a," "b," "c"]
// ["a" "b" "c"]
// [""]
// "Go is expressive, concise, clean, and efficient." "hi"
// ca aaabca file.go
// key value=x true
// 1.2.3 true
// 3 5 4 3 4 4
// Hello Wide World ǅX ß i
// ababab oinky oinky oink moo moo
// true true true true false
// -1 true x-y-z
// a&lt;b &amp;&amp; c&gt;d
// a_b_c
// 7 4 false
// The Quick Brown Fox
