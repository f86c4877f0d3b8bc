package main

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

func main() {
	s := "a\xffb\xe2\x82c€\xf0\x9f\x98"
	fmt.Println(len(s), utf8.RuneCountInString(s), utf8.ValidString(s))
	for i, r := range s {
		fmt.Printf("%d:%q(%U) ", i, r, r)
	}
	fmt.Println()
	b := []byte(s)
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		fmt.Print(r == utf8.RuneError, size, " ")
		b = b[size:]
	}
	fmt.Println()
	r, size := utf8.DecodeLastRuneInString(s)
	fmt.Println(r, size)
	fmt.Println([]rune(s))
	fmt.Printf("%q\n%+q\n%x\n", s, s, s)
	fmt.Println(strings.ToValidUTF8(s, "?"), strings.ToUpper(s) == s)
	fmt.Println(string(rune(-1)), string(rune(0x110000)), string(rune(0xD800)) == "\uFFFD")
	buf := make([]byte, 4)
	n := utf8.EncodeRune(buf, 0xD800)
	fmt.Println(buf[:n], utf8.RuneLen('€'), utf8.RuneLen(-5), utf8.ValidRune(0x10FFFF))
	fmt.Println(utf8.AppendRune(nil, '世'), utf8.FullRune([]byte{0xe4, 0xb8}))
	fmt.Println(unicode.IsUpper('É'), unicode.ToLower('Σ'), string(unicode.ToTitle('ǆ')), unicode.IsLetter('_'), unicode.IsSpace('\u00a0'), unicode.IsPunct('!'), unicode.In('ж', unicode.Cyrillic))
	fmt.Println(strings.Map(func(r rune) rune {
		if r == utf8.RuneError {
			return -1
		}
		return unicode.ToUpper(r)
	}, s))
	fmt.Println(strings.EqualFold("Straße", "STRASSE"), strings.EqualFold("Σ", "ς"))
}

// Output:
// 12 10 false
// 0:'a'(U+0061) 1:'�'(U+FFFD) 2:'b'(U+0062) 3:'�'(U+FFFD) 4:'�'(U+FFFD) 5:'c'(U+0063) 6:'€'(U+20AC) 9:'�'(U+FFFD) 10:'�'(U+FFFD) 11:'�'(U+FFFD) 
// false 1 true 1 false 1 true 1 true 1 false 1 false 3 true 1 true 1 true 1 
// 65533 1
// [97 65533 98 65533 65533 99 8364 65533 65533 65533]
// "a\xffb\xe2\x82c€\xf0\x9f\x98"
// "a\xffb\xe2\x82c\u20ac\xf0\x9f\x98"
// 61ff62e28263e282acf09f98
// a?b?c€? false
// � � true
// [239 191 189] 3 -1 true
// [228 184 150] false
// true 963 ǅ false true true true
// ABC€
// false true
