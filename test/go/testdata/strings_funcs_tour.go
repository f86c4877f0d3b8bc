package main

import (
	"fmt"
	"strings"
	"unicode"
)

func main() {
	s := "  Hello, World! Hello, Go!  "
	fmt.Printf("%q\n", strings.TrimSpace(s))
	fmt.Println(strings.Count(s, "Hello"), strings.Count("five", ""), strings.Index(s, "Go"), strings.LastIndex(s, "Hello"), strings.IndexByte(s, 'W'), strings.IndexAny(s, "!,"), strings.IndexRune("chicken", 'k'))
	fmt.Printf("%q\n", strings.Split("a,b,,c", ","))
	fmt.Printf("%q\n", strings.SplitN("a,b,c,d", ",", 2))
	fmt.Printf("%q\n", strings.SplitAfter("a,b,c", ","))
	fmt.Printf("%q\n", strings.Fields("  a b\t c\n"))
	fmt.Printf("%q\n", strings.FieldsFunc("a1b2c3", unicode.IsDigit))
	fmt.Println(strings.Replace("oink oink oink", "k", "ky", 2), strings.ReplaceAll("oink oink", "oink", "moo"))
	r := strings.NewReplacer("<", "&lt;", ">", "&gt;")
	fmt.Println(r.Replace("<b>x</b>"))
	fmt.Println(strings.Title("hello world"), strings.ToUpper("ß straße"), strings.ToLower("ÀB"), strings.ToTitle("x"))
	fmt.Println(strings.HasPrefix(s, "  He"), strings.HasSuffix(s, "!  "), strings.Contains(s, "World"), strings.ContainsAny("abc", "xyzc"), strings.ContainsRune("abc", 'b'))
	fmt.Println(strings.Repeat("ab", 3), strings.Join([]string{"x", "y", "z"}, "-"), strings.EqualFold("Go", "GO"))
	fmt.Printf("%q %q %q\n", strings.Trim("xxhixx", "x"), strings.TrimLeft("xxhixx", "x"), strings.TrimPrefix("prefix-body", "prefix-"))
	fmt.Printf("%q %q\n", strings.TrimSuffix("file.go", ".go"), strings.TrimRight("hi!!?", "!?"))
	before, after, found := strings.Cut("key=value=x", "=")
	fmt.Println(before, after, found)
	rest, ok := strings.CutPrefix("v1.2.3", "v")
	fmt.Println(rest, ok)
	fmt.Println(strings.Map(func(r rune) rune {
		if unicode.IsUpper(r) {
			return -1
		}
		return unicode.ToUpper(r)
	}, "aBcDe"))
	fmt.Println(strings.Compare("a", "b"), strings.Compare("b", "a"), strings.Compare("x", "x"))
	fmt.Println(len("héllo"), strings.IndexFunc("héllo", func(r rune) bool { return r == 'l' }), []rune("héllo")[1], string([]rune("héllo")[1:3]))
	for i, r := range "aé😀" {
		fmt.Print(i, ":", string(r), " ")
	}
	fmt.Println()
	rd := strings.NewReader("abc")
	b, _ := rd.ReadByte()
	fmt.Println(string(b), rd.Len(), rd.Size())
	fmt.Println(strings.LastIndexByte("abca", 'a'), strings.ContainsFunc("abc", unicode.IsDigit), strings.Clone("c"))
}

// Output:
// "Hello, World! Hello, Go!"
// 2 5 23 16 9 7 4
// ["a" "b" "" "c"]
// ["a" "b,c,d"]
// ["a," "b," "c"]
// ["a" "b" "c"]
// ["a" "b" "c"]
// oinky oinky oink moo moo
// &lt;b&gt;x&lt;/b&gt;
// Hello World ß STRAßE àb X
// true true true true true
// ababab x-y-z true
// "hi" "hixx" "body"
// "file" "hi"
// key value=x true
// 1.2.3 true
// ACE
// -1 1 0
// 6 3 233 él
// 0:a 1:é 3:😀 
// a 2 3
// 3 false c
