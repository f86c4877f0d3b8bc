package main

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"unicode"
)

func main() {
	s := "  app.kubernetes.io/name=web ,  tier=frontend,, env = prod  "
	for _, part := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(part), "=")
		fmt.Printf("%q %q %v\n", strings.TrimSpace(k), strings.TrimSpace(v), ok)
	}
	fmt.Printf("%q\n", strings.Fields(s))
	fmt.Printf("%q\n", strings.FieldsFunc("a1b22c333", unicode.IsDigit))
	fmt.Printf("%q %q\n", strings.SplitN("a/b/c/d", "/", 2), strings.SplitAfterN("a/b/c", "/", -1))
	fmt.Printf("%q %q %q\n", strings.Split("", ","), strings.Split("abc", ""), strings.SplitN("a,b", ",", 0))
	fmt.Println(strings.Count("cheese", "e"), strings.Count("five", ""), strings.Index("chicken", "ken"), strings.LastIndex("go gopher", "go"), strings.IndexAny("golang", "ny"), strings.IndexRune("chiçken", 'k'), strings.IndexByte("abc", 'z'))
	fmt.Println(strings.EqualFold("Straße", "STRASSE"), strings.EqualFold("Go", "GO"), strings.Compare("a", "b"), strings.ContainsAny("x", ""), strings.ContainsRune("abc", 'b'), strings.ContainsFunc("ab1", unicode.IsDigit))
	fmt.Println(strings.Title("hello wide world"), strings.ToTitle("ǆ"), strings.ToUpper("ǆemal ß"), strings.ToLower("İSTANBUL"))
	fmt.Println(strings.TrimLeft("xxhixx", "x"), strings.TrimPrefix("prefix-body", "prefix-"), strings.TrimSuffix("a.yaml", ".yml"), strings.Trim("  \t\n x \r\n", " \t\r\n"), strings.TrimFunc("123abc456", unicode.IsDigit))
	after, found := strings.CutPrefix("v1.2.3", "v")
	before, found2 := strings.CutSuffix("file.tar.gz", ".gz")
	fmt.Println(after, found, before, found2)
	r := strings.NewReplacer("<", "&lt;", ">", "&gt;", "&", "&amp;")
	fmt.Println(r.Replace("<a href=\"x&y\">"))
	fmt.Println(strings.NewReplacer("a", "1", "aa", "2", "aaa", "3").Replace("aaaa"), strings.NewReplacer("", "-").Replace("abc"))
	fmt.Println(strings.Replace("oink oink oink", "k", "ky", 2), strings.Replace("abc", "", "-", -1), strings.ReplaceAll("banana", "an", "AN"))
	fmt.Println(strings.Map(func(r rune) rune {
		if r == 'a' {
			return -1
		}
		return unicode.ToUpper(r)
	}, "banana"), strings.Repeat("ab", 3), strings.ToValidUTF8("a\xffb\xfe\xfdc", "?"))
	var sb strings.Builder
	sb.Grow(10)
	for i := 3; i > 0; i-- {
		fmt.Fprintf(&sb, "%d...", i)
	}
	sb.WriteRune('🚀')
	fmt.Println(sb.String(), sb.Len())
	rd := strings.NewReader("hello world")
	buf := make([]byte, 5)
	n, err := rd.Read(buf)
	fmt.Println(n, err, string(buf), rd.Len(), rd.Size())
	rd.Seek(-3, io.SeekEnd)
	rest, _ := io.ReadAll(rd)
	fmt.Println(string(rest))
	_, err = rd.Seek(-100, io.SeekCurrent)
	fmt.Println(err)

	var bb bytes.Buffer
	bb.WriteString("line1\nline2\nline3")
	line, err := bb.ReadString('\n')
	fmt.Printf("%q %v\n", line, err)
	lb, err := bb.ReadBytes('x')
	fmt.Printf("%q %v %d\n", lb, err, bb.Len())
	bb.WriteString("abc")
	bb.Truncate(1)
	fmt.Printf("%q %v\n", bb.String(), bb.Cap() >= 1)
	by, err := bb.ReadByte()
	fmt.Println(by, err)
	by, err = bb.ReadByte()
	fmt.Println(by, err, bb.UnreadByte())
	fmt.Println(bytes.Equal(nil, []byte{}), bytes.Compare([]byte("a"), []byte("b")), bytes.HasPrefix([]byte("kube"), []byte("ku")))
	fmt.Printf("%q %q\n", bytes.Fields([]byte(" a b  c ")), bytes.TrimRight([]byte("xx--"), "-"))
	fmt.Printf("%s|%x|% x|%X|%q\n", bytes.ToUpper([]byte("mixed")), []byte("Go"), []byte("Go"), "hi", []byte("q\""))
	fmt.Println(bytes.Title([]byte("x y")), bytes.Runes([]byte("héllo")), bytes.ContainsRune([]byte("abc"), 'c'))
	defer func() { fmt.Println("recovered:", recover()) }()
	fmt.Println(strings.Repeat("x", -1))
}

// Output:
// "app.kubernetes.io/name" "web" true
// "tier" "frontend" true
// "" "" false
// "env" "prod" true
// ["app.kubernetes.io/name=web" "," "tier=frontend,," "env" "=" "prod"]
// ["a" "b" "c"]
// ["a" "b/c/d"] ["a/" "b/" "c"]
// [""] ["a" "b" "c"] []
// 3 5 4 3 4 5 -1
// false true -1 false true true
// Hello Wide World ǅ ǄEMAL ß istanbul
// hixx body a.yaml x abc
// 1.2.3 true file.tar true
// &lt;a href="x&amp;y"&gt;
// 1111 -a-b-c-
// oinky oinky oink -a-b-c- bANANa
// BNN ababab a?b?c
// 3...2...1...🚀 16
// 5 <nil> hello 6 11
// rld
// strings.Reader.Seek: negative position
// "line1\n" <nil>
// "line2\nline3" EOF 0
// "a" true
// 97 <nil>
// 0 EOF bytes.Buffer: UnreadByte: previous operation was not a successful read
// true -1 true
// ["a" "b" "c"] "xx"
// MIXED|476f|47 6f|6869|"q\""
// [88 32 89] [104 233 108 108 111] true
// recovered: strings: negative Repeat count
