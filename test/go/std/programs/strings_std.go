package main

import (
	"fmt"
	"strings"
	"unicode"
)

func main() {
	s := "  Hello, World! Hello, Go!  "
	fmt.Println(strings.TrimSpace(s))
	fmt.Println(strings.Fields(s), len(strings.Fields(s)))
	fmt.Printf("%q\n", strings.Split("a,b,,c", ","))
	fmt.Printf("%q\n", strings.SplitN("a,b,c,d", ",", 2))
	fmt.Printf("%q\n", strings.SplitAfter("a,b,c", ","))
	fmt.Printf("%q\n", strings.Split("abc", ""))
	fmt.Printf("%q\n", strings.Split("", ","))
	fmt.Println(strings.Contains(s, "World"), strings.ContainsAny(s, "xyz"), strings.ContainsRune(s, 'G'))
	fmt.Println(strings.Index(s, "Hello"), strings.LastIndex(s, "Hello"), strings.IndexByte(s, 'W'), strings.IndexRune("héllo", 'l'))
	fmt.Println(strings.HasPrefix("operator", "op"), strings.HasSuffix("operator", "tor"))
	fmt.Println(strings.ToUpper("héllo wörld"), strings.ToLower("ÀBC"), strings.Title("hello world"))
	fmt.Println(strings.Repeat("ab", 3), strings.Replace("aaaa", "a", "b", 2), strings.ReplaceAll("aaaa", "a", "bb"))
	fmt.Println(strings.Replace("abc", "", "-", -1))
	fmt.Println(strings.Trim("xxhixx", "x"), strings.TrimLeft("xxhixx", "x"), strings.TrimRight("xxhixx", "x"))
	fmt.Println(strings.TrimPrefix("prefix-body", "prefix-"), strings.TrimSuffix("body.go", ".go"))
	fmt.Println(strings.TrimFunc("123abc456", unicode.IsDigit))
	fmt.Println(strings.EqualFold("Go", "GO"), strings.EqualFold("ß", "SS"), strings.Compare("a", "b"))
	before, after, found := strings.Cut("key=value", "=")
	fmt.Println(before, after, found)
	fmt.Println(strings.Join([]string{"a", "b", "c"}, "-"))
	fmt.Println(strings.Count("cheese", "e"), strings.Count("five", ""))
	fmt.Println(strings.Map(func(r rune) rune {
		if r == 'a' {
			return -1
		}
		return unicode.ToUpper(r)
	}, "banana"))
	var b strings.Builder
	for i := 0; i < 3; i++ {
		fmt.Fprintf(&b, "%d-", i)
	}
	b.WriteString("end")
	b.WriteByte('!')
	b.WriteRune('é')
	fmt.Println(b.String(), b.Len())
	r := strings.NewReplacer("<", "&lt;", ">", "&gt;")
	fmt.Println(r.Replace("<b>bold</b>"))
	fmt.Println(strings.IndexFunc("abc1", unicode.IsDigit), strings.IndexAny("golang", "ny"), strings.LastIndexAny("golang", "go"))
	fmt.Println(strings.FieldsFunc("a1b2c3", unicode.IsDigit))
	fmt.Println(strings.ToValidUTF8("a\xffb", "?"), strings.ContainsFunc("abc", unicode.IsUpper))
	p, ok := strings.CutPrefix("v1.2.3", "v")
	fmt.Println(p, ok)
}
