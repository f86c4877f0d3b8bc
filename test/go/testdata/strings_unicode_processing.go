package main

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

func reverse(s string) string {
	r := []rune(s)
	for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return string(r)
}

func isPalindrome(s string) bool {
	var clean []rune
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			clean = append(clean, r)
		}
	}
	for i, j := 0, len(clean)-1; i < j; i, j = i+1, j-1 {
		if clean[i] != clean[j] {
			return false
		}
	}
	return true
}

func slugify(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		switch {
		case r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			b.WriteRune(r)
			dash = false
		case !dash && b.Len() > 0:
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}

func main() {
	words := []string{"héllo", "Ωmega", "日本語", "naïve café", "🚀 launch", "A man, a plan, a canal: Panamá"}
	for _, w := range words {
		fmt.Printf("%-32q bytes=%2d runes=%2d reversed=%q upper=%q\n", w, len(w), utf8.RuneCountInString(w), reverse(w), strings.ToUpper(w))
	}
	fmt.Println(isPalindrome("A man, a plan, a canal: Panama"), isPalindrome("été"), isPalindrome("Go"))
	fmt.Println(slugify("Hello, Wörld! Operators & Controllers 2024"))
	s := "Grüße, 世界!"
	for i, r := range s {
		fmt.Printf("%d:%c(%U) ", i, r, r)
	}
	fmt.Println()
	fmt.Println(strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		if unicode.IsUpper(r) {
			return unicode.ToLower(r)
		}
		return unicode.ToUpper(r)
	}, "Go Is Fun ÀÉ"))
	bad := string([]byte{0xff, 'a', 0xe2, 0x82})
	fmt.Println(utf8.ValidString(bad), utf8.RuneCountInString(bad), []rune(bad), strings.ToValidUTF8(bad, "?"))
	fmt.Println(strings.Title("hello world"), strings.Fields("  a\tb\n c  "), strings.EqualFold("Straße", "STRASSE"), strings.EqualFold("Σ", "ς"))
	r, size := utf8.DecodeRuneInString("€uro")
	fmt.Println(string(r), size, utf8.RuneLen('€'), utf8.RuneLen(-1))
	fmt.Printf("%x %X % x %+q\n", "é", "é", "日本", "日本")
}

// Output:
// "héllo"                          bytes= 6 runes= 5 reversed="olléh" upper="HÉLLO"
// "Ωmega"                          bytes= 6 runes= 5 reversed="agemΩ" upper="ΩMEGA"
// "日本語"                            bytes= 9 runes= 3 reversed="語本日" upper="日本語"
// "naïve café"                     bytes=12 runes=10 reversed="éfac evïan" upper="NAÏVE CAFÉ"
// "🚀 launch"                       bytes=11 runes= 8 reversed="hcnual 🚀" upper="🚀 LAUNCH"
// "A man, a plan, a canal: Panamá" bytes=31 runes=30 reversed="ámanaP :lanac a ,nalp a ,nam A" upper="A MAN, A PLAN, A CANAL: PANAMÁ"
// true true false
// hello-w-rld-operators-controllers-2024
// 0:G(U+0047) 1:r(U+0072) 2:ü(U+00FC) 4:ß(U+00DF) 6:e(U+0065) 7:,(U+002C) 8: (U+0020) 9:世(U+4E16) 12:界(U+754C) 15:!(U+0021) 
// gOiSfUNàé
// false 4 [65533 97 65533 65533] ?a?
// Hello World [a b c] false true
// € 3 3 -1
// c3a9 C3A9 e6 97 a5 e6 9c ac "\u65e5\u672c"
