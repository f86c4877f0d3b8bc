package main

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

func main() {
	s := "a\xffé\xe2\x82世\U0001F600"
	for i, r := range s {
		fmt.Printf("%d:%q(%U) ", i, r, r)
	}
	fmt.Println()
	fmt.Println(len(s), utf8.RuneCountInString(s), utf8.ValidString(s), []rune(s))
	fmt.Printf("%q %+q %x % X\n", s, s, s, s)
	fmt.Printf("%s|%v|%q\n", []byte(s[:3]), []byte(s[:3]), []rune("é"))
	b := []byte("日本")
	r, size := utf8.DecodeRune(b)
	lr, lsize := utf8.DecodeLastRuneInString("日本")
	fmt.Println(string(r), size, string(lr), lsize, utf8.RuneLen('€'), utf8.RuneLen(-1), utf8.FullRune([]byte{0xe6, 0x97}))
	buf := utf8.AppendRune(nil, 0x10FFFF+1)
	fmt.Printf("%x %v\n", buf, utf8.ValidRune(0xD800))
	fmt.Println(string(rune(65)), string(rune(-1)), string(rune(0xD800)) == "\uFFFD")
	fmt.Println(strings.ToUpper("ǲ"), unicode.IsUpper('ǲ'), unicode.IsTitle('ǲ'), unicode.ToLower('Σ'), string(unicode.SimpleFold('k')))
	fmt.Println(unicode.IsLetter('_'), unicode.IsSpace('\u0085'), unicode.IsPunct('!'), unicode.IsSymbol('+'), unicode.Is(unicode.Han, '世'), unicode.In('é', unicode.Latin, unicode.Greek))
	for _, w := range []string{"Kubernetes", "kube-system", "ΑΒΓ", "ﬁ"} {
		fmt.Print(strings.ToLower(w), " ", strings.ToUpper(w), " ", len(strings.ToUpper(w)), "; ")
	}
	fmt.Println()
	var sb strings.Builder
	for _, r := range "tab\there\x00\u200b" {
		if unicode.IsPrint(r) {
			sb.WriteRune(r)
		} else {
			fmt.Fprintf(&sb, "\\u%04x", r)
		}
	}
	fmt.Println(sb.String())
	fmt.Printf("%c %c %c\n", 0x1F600, -5, 0x110000)
	fmt.Printf("%5.1q|%-4c|%03c\n", "héllo", 'x', 'y')
}

// Output:
// 0:'a'(U+0061) 1:'�'(U+FFFD) 2:'é'(U+00E9) 4:'�'(U+FFFD) 5:'�'(U+FFFD) 6:'世'(U+4E16) 9:'😀'(U+1F600) 
// 13 7 false [97 65533 233 65533 65533 19990 128512]
// "a\xffé\xe2\x82世😀" "a\xff\u00e9\xe2\x82\u4e16\U0001f600" 61ffc3a9e282e4b896f09f9880 61 FF C3 A9 E2 82 E4 B8 96 F0 9F 98 80
// a��|[97 255 195]|['é']
// 日 3 本 3 3 -1 false
// efbfbd false
// A � true
// Ǳ false true 963 K
// false true true true true true
// kubernetes KUBERNETES 10; kube-system KUBE-SYSTEM 11; αβγ ΑΒΓ 6; ﬁ ﬁ 3; 
// tab\u0009here\u0000\u200b
// 😀 � �
//   "h"|x   |00y
