package main

import (
	"bytes"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

func main() {
	s := "a\xffé\xe2\x82日\U0001F600"
	for i, r := range s {
		fmt.Printf("%d:%q(%d) ", i, r, utf8.RuneLen(r))
	}
	fmt.Println()
	fmt.Println(len(s), utf8.RuneCountInString(s), utf8.ValidString(s), []rune(s), []byte(s[:3]))
	fmt.Printf("%q %+q %x\n", s, s, s)
	fmt.Println(string(rune(-1)), string(rune(0x10FFFF+1)) == "\uFFFD", string(rune(65)))
	r, size := utf8.DecodeRuneInString("\xe2\x82")
	fmt.Println(r, size, r == utf8.RuneError)
	r, size = utf8.DecodeLastRuneInString("héllo")
	fmt.Println(r, size)
	b := utf8.AppendRune(nil, '世')
	fmt.Println(b, utf8.FullRune(b[:2]), utf8.RuneStart(b[1]))
	fmt.Println(strings.ToUpper("straße ǆ"), strings.ToLower("İSTANBUL"), strings.Title("hello wide world"))
	fmt.Println(strings.EqualFold("Straße", "STRASSE"), strings.EqualFold("Go", "GO"), strings.EqualFold("k", "\u212a"))
	fmt.Println(unicode.IsUpper('É'), unicode.IsLetter('_'), unicode.IsDigit('٣'), unicode.IsNumber('½'), unicode.IsSpace('\u00a0'), unicode.IsPunct('!'))
	fmt.Println(unicode.ToUpper('ß'), unicode.ToTitle('ǆ'), unicode.SimpleFold('k'), unicode.SimpleFold('\u212a'), unicode.In('ж', unicode.Cyrillic))
	fmt.Println(strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return unicode.ToUpper(r)
	}, " a b\tc\n"))
	fmt.Println(strings.Fields(" \u00a0a\u2003b  c\u0085"), len(strings.Fields("\u200b")))
	fmt.Println(strings.TrimFunc("¡¡Hola!!", unicode.IsPunct), strings.IndexRune("chicken", 'k'), strings.IndexRune("a\xffb", utf8.RuneError))
	fmt.Println(strings.ToValidUTF8("a\xff\xfeb", "?"), bytes.Runes([]byte("hé")), strings.Count("cheese", ""), strings.Count("five", "e"))
	fmt.Println(strings.Repeat("ab", 3), strings.Replace("aaaa", "a", "b", 2), strings.ReplaceAll("", "", "x"), strings.Split("a,b,,c", ","), len(strings.Split("", ",")))
	fmt.Println(strings.SplitN("a:b:c", ":", 2), strings.SplitAfter("a:b", ":"))
	fmt.Println(strings.Cut("key=value=x", "="))
	fmt.Printf("%q\n", strings.Split("abc", ""))
	fmt.Println(strings.LastIndex("go gopher", "go"), strings.IndexAny("golang", "ny"), strings.ContainsAny("x", ""), strings.HasSuffix("a.go", ".go"))
	var sb strings.Builder
	for i := 0; i < 3; i++ {
		fmt.Fprintf(&sb, "[%d]", i)
	}
	sb.WriteByte('!')
	sb.WriteRune('é')
	fmt.Println(sb.String(), sb.Len())
	fmt.Println(strings.NewReplacer("<", "&lt;", ">", "&gt;").Replace("<a>"), strings.Compare("a", "b"))
}

// Output:
// 0:'a'(1) 1:'�'(3) 2:'é'(2) 4:'�'(3) 5:'�'(3) 6:'日'(3) 9:'😀'(4) 
// 13 7 false [97 65533 233 65533 65533 26085 128512] [97 255 195]
// "a\xffé\xe2\x82日😀" "a\xff\u00e9\xe2\x82\u65e5\U0001f600" 61ffc3a9e282e697a5f09f9880
// � true A
// 65533 1 true
// 111 1
// [228 184 150] false false
// STRAßE Ǆ istanbul Hello Wide World
// false true true
// true false true true true true
// 223 453 8490 75 true
// ABC
// [a b c] 1
// Hola 4 1
// a?b [104 233] 7 1
// ababab bbaa x [a b  c] 1
// [a b:c] [a: b]
// key value=x true
// ["a" "b" "c"]
// 3 4 false true
// [0][1][2]!é 12
// &lt;a&gt; -1
