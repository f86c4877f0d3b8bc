package main

import (
	"bytes"
	"fmt"
	"strings"
	"unicode"
)

func main() {
	s := "Istanbul ıiİI diyarbakır"
	fmt.Println(strings.ToUpperSpecial(unicode.TurkishCase, s))
	fmt.Println(strings.ToLowerSpecial(unicode.TurkishCase, s))
	fmt.Println(strings.ToTitleSpecial(unicode.AzeriCase, s))
	fmt.Println(strings.ToUpper(s), strings.ToLower(s))
	fmt.Printf("%s\n", bytes.ToUpperSpecial(unicode.TurkishCase, []byte("içeri")))
	fmt.Printf("%s\n", bytes.ToLowerSpecial(unicode.TurkishCase, []byte("İÇERİ")))
	fmt.Printf("%s\n", bytes.ToTitleSpecial(unicode.TurkishCase, []byte("ißx")))
	for _, r := range []rune{'i', 'I', 'İ', 'ı', 'a', 'ß', 'ǅ'} {
		fmt.Printf("%c: %c %c %c\n", r, unicode.TurkishCase.ToUpper(r), unicode.TurkishCase.ToLower(r), unicode.TurkishCase.ToTitle(r))
	}
	custom := unicode.SpecialCase{
		unicode.CaseRange{Lo: 'a', Hi: 'c', Delta: [unicode.MaxCase]rune{1, 0, 2}},
		unicode.CaseRange{Lo: 0x100, Hi: 0x105, Delta: [unicode.MaxCase]rune{unicode.UpperLower, unicode.UpperLower, unicode.UpperLower}},
	}
	fmt.Println(strings.ToUpperSpecial(custom, "abcd"), strings.ToTitleSpecial(custom, "abcd"))
	fmt.Printf("%q %q\n", strings.ToUpperSpecial(custom, "\u0100\u0101\u0102\u0103"), strings.ToLowerSpecial(custom, "\u0100\u0101\u0102\u0103"))
	fmt.Println(len(unicode.TurkishCase), unicode.UpperLower)
	fmt.Printf("%+v\n", unicode.TurkishCase[0])
}

// Output:
// ISTANBUL IİİI DİYARBAKIR
// ıstanbul ıiiı diyarbakır
// ISTANBUL IİİI DİYARBAKIR
// ISTANBUL IIİI DIYARBAKIR istanbul ıiii diyarbakır
// İÇERİ
// içeri
// İßX
// i: İ i İ
// I: I ı I
// İ: İ i İ
// ı: I ı I
// a: A a A
// ß: ß ß ß
// ǅ: Ǆ ǆ ǅ
// bcdD cdeD
// "ĀĀĂĂ" "āāăă"
// 4 1114112
// {Lo:73 Hi:73 Delta:[0 232 0]}
