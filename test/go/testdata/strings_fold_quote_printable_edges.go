package main

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

func main() {
	pairs := [][2]string{{"K", "\u212a"}, {"k", "\u212a"}, {"s", "ſ"}, {"S", "ſ"}, {"ß", "ẞ"}, {"ǅ", "ǆ"}, {"Σ", "ς"}, {"İ", "i"}, {"ı", "I"}, {"µ", "μ"}, {"Å", "\u212b"}, {"ﬀ", "ff"}}
	for _, p := range pairs {
		fmt.Printf("%q %q fold=%t upper=%q lower=%q title=%q\n", p[0], p[1], strings.EqualFold(p[0], p[1]), strings.ToUpper(p[1]), strings.ToLower(p[0]), strings.ToTitle(p[1]))
	}
	for _, r := range []rune{'\u00ad', '\u200b', '\u2028', '\u0600', '\U0001F600', '\U000E0001', '\u0378', '\ufffd', 0x7f, '\u00a0', '\u3000', '\U0010FFFF'} {
		fmt.Printf("%U print=%t graphic=%t %s %s %q %+q\n", r, strconv.IsPrint(r), strconv.IsGraphic(r), strconv.QuoteRune(r), strconv.QuoteRuneToGraphic(r), string(r), string(r))
	}
	fmt.Println(strings.Map(unicode.SimpleFold, "Kk\u212aSsſ"), strings.ToUpper("ǆǉǌ"), strings.ToTitle("ǆǉǌ"), strings.ToLower("ǄǇǊ"))
	fmt.Println(strings.ToUpperSpecial(unicode.TurkishCase, "iı"), strings.ToLowerSpecial(unicode.TurkishCase, "Iİ"))
	fmt.Println(strconv.Quote("\a\b\f\n\r\t\v\\\"'\x1b\u0080\U0001F600"), strconv.QuoteToASCII("\U0001F600\u00e9\x00"), strconv.Quote("\xc0\x80"))
}

// Output:
// "K" "K" fold=true upper="K" lower="k" title="K"
// "k" "K" fold=true upper="K" lower="k" title="K"
// "s" "ſ" fold=true upper="S" lower="s" title="S"
// "S" "ſ" fold=true upper="S" lower="s" title="S"
// "ß" "ẞ" fold=true upper="ẞ" lower="ß" title="ẞ"
// "ǅ" "ǆ" fold=true upper="Ǆ" lower="ǆ" title="ǅ"
// "Σ" "ς" fold=true upper="Σ" lower="σ" title="Σ"
// "İ" "i" fold=false upper="I" lower="i" title="I"
// "ı" "I" fold=false upper="I" lower="ı" title="I"
// "µ" "μ" fold=true upper="Μ" lower="µ" title="Μ"
// "Å" "Å" fold=true upper="Å" lower="å" title="Å"
// "ﬀ" "ff" fold=false upper="FF" lower="ﬀ" title="FF"
// U+00AD print=false graphic=false '\u00ad' '\u00ad' "\u00ad" "\u00ad"
// U+200B print=false graphic=false '\u200b' '\u200b' "\u200b" "\u200b"
// U+2028 print=false graphic=false '\u2028' '\u2028' "\u2028" "\u2028"
// U+0600 print=false graphic=false '\u0600' '\u0600' "\u0600" "\u0600"
// U+1F600 print=true graphic=true '😀' '😀' "😀" "\U0001f600"
// U+E0001 print=false graphic=false '\U000e0001' '\U000e0001' "\U000e0001" "\U000e0001"
// U+0378 print=false graphic=false '\u0378' '\u0378' "\u0378" "\u0378"
// U+FFFD print=true graphic=true '�' '�' "�" "\ufffd"
// U+007F print=false graphic=false '\x7f' '\x7f' "\x7f" "\x7f"
// U+00A0 print=false graphic=true '\u00a0' ' ' "\u00a0" "\u00a0"
// U+3000 print=false graphic=true '\u3000' '　' "\u3000" "\u3000"
// U+10FFFF print=false graphic=false '\U0010ffff' '\U0010ffff' "\U0010ffff" "\U0010ffff"
// kKKsſS ǄǇǊ ǅǈǋ ǆǉǌ
// İI ıi
// "\a\b\f\n\r\t\v\\\"'\x1b\u0080😀" "\U0001f600\u00e9\x00" "\xc0\x80"
