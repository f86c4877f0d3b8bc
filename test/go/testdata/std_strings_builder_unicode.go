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
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	t := b.String()
	return t == reverse(t)
}

func main() {
	s := "Hello, 世界! 👋"
	fmt.Println(len(s), utf8.RuneCountInString(s), reverse(s))
	for i, r := range "aé世" {
		fmt.Printf("%d:%c(%d) ", i, r, utf8.RuneLen(r))
	}
	fmt.Println()
	fmt.Println(isPalindrome("A man, a plan, a canal: Panama"), isPalindrome("Go"))
	fmt.Println(s[7:10], s[0], string(s[0]), []byte("é"), []rune("é"))
	r, size := utf8.DecodeRuneInString("世界")
	fmt.Println(r, size, string(r), utf8.ValidString("\xff"), utf8.RuneError)
	lr, ls := utf8.DecodeLastRuneInString("ab世")
	fmt.Println(lr, ls)
	buf := utf8.AppendRune(nil, '界')
	fmt.Println(buf, utf8.FullRune(buf[:2]))
	fmt.Println(unicode.IsUpper('A'), unicode.IsSpace('\t'), unicode.IsPunct('!'), unicode.ToLower('Ä'), string(unicode.ToTitle('ß')))
	fmt.Println(strings.ToUpper("straße"), strings.Title("hello world"), strings.EqualFold("Straße", "STRASSE"))
	words := strings.Fields(" the  quick brown  fox ")
	caps := make([]string, len(words))
	for i, w := range words {
		caps[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	fmt.Println(strings.Join(caps, " "))
	fmt.Printf("%q %v %x\n", "\xff\x00", string(rune(65)), "é")
	fmt.Println(strings.IndexRune("chicken", 'k'), strings.IndexFunc("Hello, 世界", unicode.IsUpper), strings.ContainsFunc("abc", unicode.IsDigit))
	var sb strings.Builder
	sb.Grow(10)
	fmt.Println(sb.Cap() >= 10, sb.Len())
	for i := 3; i > 0; i-- {
		fmt.Fprintf(&sb, "%d...", i)
	}
	sb.WriteString("liftoff")
	fmt.Println(sb.String())
	fmt.Println(strings.Count("cheese", "e"), strings.Count("five", ""))
	fmt.Println(strings.LastIndexAny("golang", "go"), strings.TrimLeftFunc("  \tx ", unicode.IsSpace)+"|")
}

// Output:
// 19 12 👋 !界世 ,olleH
// 0:a(1) 1:é(2) 3:世(3) 
// true false
// 世 72 H [195 169] [233]
// 19990 3 世 false 65533
// 19990 3
// [231 149 140] false
// true true true 228 ß
// STRAßE Hello World false
// The Quick Brown Fox
// "\xff\x00" A c3a9
// 4 0 false
// true 0
// 3...2...1...liftoff
// 3 5
// 5 x |
