package main

import (
	"fmt"
	"strings"
	"unicode"
)

func main() {
	r := strings.NewReplacer("a", "1", "aa", "2", "aaa", "3")
	fmt.Println(r.Replace("aaaa"), r.Replace("baaac"))
	r2 := strings.NewReplacer("", "-", "x", "y")
	fmt.Println(r2.Replace("axb"), r2.Replace(""))
	html := strings.NewReplacer("<", "&lt;", ">", "&gt;", "&", "&amp;")
	fmt.Println(html.Replace("<a href='x'>&</a>"))
	single := strings.NewReplacer("ab", "")
	fmt.Println(single.Replace("aabbab"))
	bytesR := strings.NewReplacer("a", "b", "b", "a")
	fmt.Println(bytesR.Replace("abba"))
	var sb strings.Builder
	n, _ := bytesR.WriteString(&sb, "aab")
	fmt.Println(n, sb.String())
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		strings.NewReplacer("odd")
	}()
	fmt.Printf("%q\n", strings.FieldsFunc("a1b22c333", unicode.IsDigit))
	fmt.Printf("%q\n", strings.FieldsFunc("", unicode.IsDigit))
	fmt.Printf("%q %q\n", strings.SplitN("a,b,c", ",", 0), strings.SplitN("a,b,c", ",", -1))
	fmt.Printf("%q\n", strings.SplitAfterN("1.2.3.4", ".", 3))
	fmt.Println(strings.Join(nil, ","), strings.Join([]string{"x"}, ", "), strings.Repeat("", 5))
	fmt.Println(strings.LastIndexAny("golang", "gl"), strings.LastIndexByte("abca", 'a'), strings.IndexFunc("Hello", unicode.IsLower), strings.LastIndexFunc("Hello1", unicode.IsLetter))
	fmt.Println(strings.Title("ŝtop the_world o'neil"), strings.ToTitle("loud"), strings.ToLower("ĞÜŞ"), strings.ToUpper("ǳ ß ŉ"))
	fmt.Println(strings.TrimRight("xxhixx", "x"), strings.TrimSuffix("a.go.go", ".go"), strings.TrimSpace("\u2003 x \u00a0"), strings.Trim("abcba", "ab"))
	fmt.Println(strings.HasPrefix("", ""), strings.Contains("", ""), strings.ContainsRune("abc", 'c'), strings.Index("", "a"), strings.Index("abc", ""))
	s, found := strings.CutSuffix("file.tar.gz", ".gz")
	fmt.Println(s, found, strings.EqualFold("Gopher", "GOPHER"), strings.Compare("b", "a"))
	fmt.Println(strings.Clone("x") == "x", len(strings.Repeat("ab", 0)))
	rd := strings.NewReader("héllo")
	b, _ := rd.ReadByte()
	rd.UnreadByte()
	rr, size, _ := rd.ReadRune()
	fmt.Println(b, string(rr), size, rd.Len(), rd.Size())
	rr, size, _ = rd.ReadRune()
	fmt.Println(string(rr), size, rd.UnreadRune(), rd.UnreadRune())
	pos, err := rd.Seek(-1, 2)
	fmt.Println(pos, err)
	_, err = rd.Seek(-10, 0)
	fmt.Println(err)
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		strings.Repeat("x", -1)
	}()
}

// Output:
// 1111 b111c
// -a-y-b- -
// &lt;a href='x'&gt;&amp;&lt;/a&gt;
// ab
// baab
// 3 bba
// recovered: strings.NewReplacer: odd argument count
// ["a" "b" "c"]
// []
// [] ["a" "b" "c"]
// ["1." "2." "3.4"]
//  x 
// 5 3 1 4
// Ŝtop The_world O'Neil LOUD ğüş Ǳ ß ŉ
// xxhi a.go x c
// true true true -1 0
// file.tar true true 1
// true 0
// 104 h 1 5 6
// é 2 <nil> strings.Reader.UnreadRune: previous operation was not ReadRune
// 5 <nil>
// strings.Reader.Seek: negative position
// recovered: strings: negative Repeat count
