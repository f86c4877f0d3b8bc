package main

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

func main() {
	s := "a\xffé\xe2\x82z€"
	fmt.Println(len(s), utf8.RuneCountInString(s), utf8.ValidString(s))
	for i, r := range s {
		fmt.Printf("%d:%q(%U) ", i, r, r)
	}
	fmt.Println()
	rs := []rune(s)
	fmt.Println(len(rs), string(rs), []byte(string(rs)))
	fmt.Printf("%q %+q %x % x\n", s, s, s, s)
	fmt.Println(strings.ToValidUTF8(s, "?"), strings.ToUpper(s))
	fmt.Println(string(rune(65)), string(rune(-1)), string(rune(0x10FFFF+1)), string(rune(0xD800)))
	b := []byte("héllo")
	fmt.Println(b[1], string(b[1:2]), string(b[1:3]), utf8.RuneLen('é'), utf8.RuneLen(-5))
	r, size := utf8.DecodeRuneInString("\xc3")
	fmt.Println(r == utf8.RuneError, size)
	r, size = utf8.DecodeLastRuneInString("ab€")
	fmt.Printf("%c %d\n", r, size)
	buf := utf8.AppendRune(nil, '世')
	fmt.Println(buf, utf8.FullRune(buf[:2]), utf8.RuneStart(buf[1]))
	rev := func(s string) string {
		r := []rune(s)
		for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
			r[i], r[j] = r[j], r[i]
		}
		return string(r)
	}
	fmt.Println(rev("Hello, 世界!"), rev(s))
	fmt.Println(strings.Map(func(r rune) rune {
		if r == 'l' {
			return -1
		}
		return r + 1
	}, "hello"))
	fmt.Println(strings.IndexRune(s, utf8.RuneError), strings.IndexRune(s, '€'), strings.IndexByte(s, 'z'), strings.Count(s, ""), strings.Count("cheese", "e"))
	fmt.Printf("%c|%5c|%-3c|%U|%#U|%x\n", 'G', 'ö', 'x', '⌘', '⌘', "⌘")
	fmt.Println(strings.EqualFold("Straße", "STRASSE"), strings.EqualFold("Σ", "ς"), strings.Title("ǆemal"))
	var sb strings.Builder
	sb.WriteRune(-1)
	sb.WriteByte(0x80)
	sb.WriteString("ok")
	fmt.Printf("%q %d\n", sb.String(), sb.Len())
	fmt.Println(strings.Fields(" a\u00a0b\u2003c\td "), len(strings.Split("a,b,,c,", ",")), strings.SplitN("a,b,c", ",", 0) == nil)
}

// Output:
// 10 7 false
// 0:'a'(U+0061) 1:'�'(U+FFFD) 2:'é'(U+00E9) 4:'�'(U+FFFD) 5:'�'(U+FFFD) 6:'z'(U+007A) 7:'€'(U+20AC) 
// 7 a�é��z€ [97 239 191 189 195 169 239 191 189 239 191 189 122 226 130 172]
// "a\xffé\xe2\x82z€" "a\xff\u00e9\xe2\x82z\u20ac" 61ffc3a9e2827ae282ac 61 ff c3 a9 e2 82 7a e2 82 ac
// a?é?z€ A�É��Z€
// A � � �
// 195 � é 2 -1
// true 1
// € 3
// [228 184 150] false false
// !界世 ,olleH €z��é�a
// ifp
// 1 7 6 8 3
// G|    ö|x  |U+2318|U+2318 '⌘'|e28c98
// false true ǅemal
// "�\x80ok" 6
// [a b c d] 5 true
