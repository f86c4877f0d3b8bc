package main

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

func classes(r rune) string {
	var c []string
	checks := []struct {
		name string
		f    func(rune) bool
	}{
		{"L", unicode.IsLetter}, {"U", unicode.IsUpper}, {"l", unicode.IsLower}, {"T", unicode.IsTitle},
		{"D", unicode.IsDigit}, {"N", unicode.IsNumber}, {"S", unicode.IsSpace}, {"P", unicode.IsPunct},
		{"Y", unicode.IsSymbol}, {"M", unicode.IsMark}, {"C", unicode.IsControl}, {"G", unicode.IsGraphic},
		{"R", unicode.IsPrint},
	}
	for _, ch := range checks {
		if ch.f(r) {
			c = append(c, ch.name)
		}
	}
	return strings.Join(c, "")
}

func main() {
	for _, r := range "aZ9٣½ \t\u00a0\u2028!+€ǅé\u0301\x00\u200bΣßİ😀\uFFFD" {
		fmt.Printf("%U %-6q %-8s upper=%q lower=%q title=%q simple=%q len=%d\n", r, r, classes(r),
			unicode.ToUpper(r), unicode.ToLower(r), unicode.ToTitle(r), unicode.SimpleFold(r), utf8.RuneLen(r))
	}
	fmt.Println(unicode.Is(unicode.Han, '世'), unicode.Is(unicode.Latin, 'é'), unicode.In('Ж', unicode.Latin, unicode.Cyrillic),
		unicode.IsOneOf([]*unicode.RangeTable{unicode.Greek}, 'λ'))
	fmt.Println(strings.ToUpper("ǆemal straße"), strings.ToTitle("ǆemal"), strings.Title("hello wide world"))
	fmt.Println(strings.EqualFold("Straße", "STRASSE"), strings.EqualFold("Σίσυφος", "ΣΊΣΥΦΟΣ"), strings.EqualFold("K", "\u212a"))
	fmt.Println(strings.ToLower("İSTANBUL"), len(strings.ToLower("İ")), strings.ToUpperSpecial(unicode.TurkishCase, "istanbul"))
	s := "héllo, wörld 😀"
	fmt.Println(len(s), utf8.RuneCountInString(s), strings.IndexFunc(s, unicode.IsPunct), strings.LastIndexFunc(s, unicode.IsLetter))
	fmt.Println(strings.FieldsFunc("a1b22c333;;d", func(r rune) bool { return unicode.IsDigit(r) || r == ';' }))
	fmt.Println(strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		if unicode.IsLower(r) {
			return unicode.ToUpper(r)
		}
		return r
	}, " ab c\td\né "))
	bad := "a\xffb\xc3"
	for i, r := range bad {
		fmt.Print(i, ":", r, " ")
	}
	fmt.Println(utf8.ValidString(bad), strings.ToValidUTF8(bad, "?"), []rune(bad))
	fmt.Println(unicode.MaxRune, string(rune(0x10FFFF+1)) == "\uFFFD", utf8.ValidRune(0xD800))
}

// Output:
// U+0061 'a'    LlGR     upper='A' lower='a' title='A' simple='A' len=1
// U+005A 'Z'    LUGR     upper='Z' lower='z' title='Z' simple='z' len=1
// U+0039 '9'    DNGR     upper='9' lower='9' title='9' simple='9' len=1
// U+0663 '٣'    DNGR     upper='٣' lower='٣' title='٣' simple='٣' len=2
// U+00BD '½'    NGR      upper='½' lower='½' title='½' simple='½' len=2
// U+0020 ' '    SGR      upper=' ' lower=' ' title=' ' simple=' ' len=1
// U+0009 '\t'   SC       upper='\t' lower='\t' title='\t' simple='\t' len=1
// U+00A0 '\u00a0' SG       upper='\u00a0' lower='\u00a0' title='\u00a0' simple='\u00a0' len=2
// U+2028 '\u2028' S        upper='\u2028' lower='\u2028' title='\u2028' simple='\u2028' len=3
// U+0021 '!'    PGR      upper='!' lower='!' title='!' simple='!' len=1
// U+002B '+'    YGR      upper='+' lower='+' title='+' simple='+' len=1
// U+20AC '€'    YGR      upper='€' lower='€' title='€' simple='€' len=3
// U+01C5 'ǅ'    LTGR     upper='Ǆ' lower='ǆ' title='ǅ' simple='ǆ' len=2
// U+00E9 'é'    LlGR     upper='É' lower='é' title='É' simple='É' len=2
// U+0301 '́'    MGR      upper='́' lower='́' title='́' simple='́' len=2
// U+0000 '\x00' C        upper='\x00' lower='\x00' title='\x00' simple='\x00' len=1
// U+200B '\u200b'          upper='\u200b' lower='\u200b' title='\u200b' simple='\u200b' len=3
// U+03A3 'Σ'    LUGR     upper='Σ' lower='σ' title='Σ' simple='ς' len=2
// U+00DF 'ß'    LlGR     upper='ß' lower='ß' title='ß' simple='ẞ' len=2
// U+0130 'İ'    LUGR     upper='İ' lower='i' title='İ' simple='İ' len=2
// U+1F600 '😀'    YGR      upper='😀' lower='😀' title='😀' simple='😀' len=4
// U+FFFD '�'    YGR      upper='�' lower='�' title='�' simple='�' len=3
// true true true true
// ǄEMAL STRAßE ǅEMAL Hello Wide World
// false true true
// istanbul 1 İSTANBUL
// 19 14 6 13
// [a b c d]
// ABCDÉ
// 0:97 1:65533 2:98 3:65533 false a?b? [97 65533 98 65533]
// 1114111 true false
