package main

import (
	"fmt"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
)

func main() {
	runes := []rune{'a', 'Z', '5', '٣', '½', 'Ⅻ', ' ', '\u00a0', '\u2028', '\t', '_', '-', '$', '€', '©', '\u0301', 'ǅ', 'ß', 'İ', 'ı', 'ﬁ', '世', '😀', '\u200b', '\ufeff', 0x10ffff, -1, 0xd800}
	for _, r := range runes {
		fmt.Printf("%U L%t U%t l%t T%t D%t N%t S%t P%t Sy%t M%t C%t G%t Pr%t up=%q lo=%q ti=%q fold=%q valid=%t len=%d\n",
			r, unicode.IsLetter(r), unicode.IsUpper(r), unicode.IsLower(r), unicode.IsTitle(r), unicode.IsDigit(r), unicode.IsNumber(r),
			unicode.IsSpace(r), unicode.IsPunct(r), unicode.IsSymbol(r), unicode.IsMark(r), unicode.IsControl(r), unicode.IsGraphic(r), unicode.IsPrint(r),
			unicode.ToUpper(r), unicode.ToLower(r), unicode.ToTitle(r), unicode.SimpleFold(r), utf8.ValidRune(r), utf8.RuneLen(r))
	}
	fmt.Println(unicode.In('ж', unicode.Latin, unicode.Cyrillic), unicode.Is(unicode.Hiragana, 'ひ'), unicode.IsOneOf([]*unicode.RangeTable{unicode.Digit}, '7'))
	fmt.Println(utf16.Encode([]rune("a😀")), string(utf16.Decode([]uint16{0x61, 0xd83d, 0xde00, 0xd800})), utf16.IsSurrogate(0xdc00), utf16.RuneLen('😀'))
	r1, r2 := utf16.EncodeRune('😀')
	fmt.Printf("%x %x %q\n", r1, r2, utf16.DecodeRune(r1, r2))
	fmt.Println(utf16.AppendRune(nil, 'é'), unicode.MaxRune, unicode.ReplacementChar, unicode.Version)
}

// Output:
// U+0061 Ltrue Ufalse ltrue Tfalse Dfalse Nfalse Sfalse Pfalse Syfalse Mfalse Cfalse Gtrue Prtrue up='A' lo='a' ti='A' fold='A' valid=true len=1
// U+005A Ltrue Utrue lfalse Tfalse Dfalse Nfalse Sfalse Pfalse Syfalse Mfalse Cfalse Gtrue Prtrue up='Z' lo='z' ti='Z' fold='z' valid=true len=1
// U+0035 Lfalse Ufalse lfalse Tfalse Dtrue Ntrue Sfalse Pfalse Syfalse Mfalse Cfalse Gtrue Prtrue up='5' lo='5' ti='5' fold='5' valid=true len=1
// U+0663 Lfalse Ufalse lfalse Tfalse Dtrue Ntrue Sfalse Pfalse Syfalse Mfalse Cfalse Gtrue Prtrue up='٣' lo='٣' ti='٣' fold='٣' valid=true len=2
// U+00BD Lfalse Ufalse lfalse Tfalse Dfalse Ntrue Sfalse Pfalse Syfalse Mfalse Cfalse Gtrue Prtrue up='½' lo='½' ti='½' fold='½' valid=true len=2
// U+216B Lfalse Ufalse lfalse Tfalse Dfalse Ntrue Sfalse Pfalse Syfalse Mfalse Cfalse Gtrue Prtrue up='Ⅻ' lo='ⅻ' ti='Ⅻ' fold='ⅻ' valid=true len=3
// U+0020 Lfalse Ufalse lfalse Tfalse Dfalse Nfalse Strue Pfalse Syfalse Mfalse Cfalse Gtrue Prtrue up=' ' lo=' ' ti=' ' fold=' ' valid=true len=1
// U+00A0 Lfalse Ufalse lfalse Tfalse Dfalse Nfalse Strue Pfalse Syfalse Mfalse Cfalse Gtrue Prfalse up='\u00a0' lo='\u00a0' ti='\u00a0' fold='\u00a0' valid=true len=2
// U+2028 Lfalse Ufalse lfalse Tfalse Dfalse Nfalse Strue Pfalse Syfalse Mfalse Cfalse Gfalse Prfalse up='\u2028' lo='\u2028' ti='\u2028' fold='\u2028' valid=true len=3
// U+0009 Lfalse Ufalse lfalse Tfalse Dfalse Nfalse Strue Pfalse Syfalse Mfalse Ctrue Gfalse Prfalse up='\t' lo='\t' ti='\t' fold='\t' valid=true len=1
// U+005F Lfalse Ufalse lfalse Tfalse Dfalse Nfalse Sfalse Ptrue Syfalse Mfalse Cfalse Gtrue Prtrue up='_' lo='_' ti='_' fold='_' valid=true len=1
// U+002D Lfalse Ufalse lfalse Tfalse Dfalse Nfalse Sfalse Ptrue Syfalse Mfalse Cfalse Gtrue Prtrue up='-' lo='-' ti='-' fold='-' valid=true len=1
// U+0024 Lfalse Ufalse lfalse Tfalse Dfalse Nfalse Sfalse Pfalse Sytrue Mfalse Cfalse Gtrue Prtrue up='$' lo='$' ti='$' fold='$' valid=true len=1
// U+20AC Lfalse Ufalse lfalse Tfalse Dfalse Nfalse Sfalse Pfalse Sytrue Mfalse Cfalse Gtrue Prtrue up='€' lo='€' ti='€' fold='€' valid=true len=3
// U+00A9 Lfalse Ufalse lfalse Tfalse Dfalse Nfalse Sfalse Pfalse Sytrue Mfalse Cfalse Gtrue Prtrue up='©' lo='©' ti='©' fold='©' valid=true len=2
// U+0301 Lfalse Ufalse lfalse Tfalse Dfalse Nfalse Sfalse Pfalse Syfalse Mtrue Cfalse Gtrue Prtrue up='́' lo='́' ti='́' fold='́' valid=true len=2
// U+01C5 Ltrue Ufalse lfalse Ttrue Dfalse Nfalse Sfalse Pfalse Syfalse Mfalse Cfalse Gtrue Prtrue up='Ǆ' lo='ǆ' ti='ǅ' fold='ǆ' valid=true len=2
// U+00DF Ltrue Ufalse ltrue Tfalse Dfalse Nfalse Sfalse Pfalse Syfalse Mfalse Cfalse Gtrue Prtrue up='ß' lo='ß' ti='ß' fold='ẞ' valid=true len=2
// U+0130 Ltrue Utrue lfalse Tfalse Dfalse Nfalse Sfalse Pfalse Syfalse Mfalse Cfalse Gtrue Prtrue up='İ' lo='i' ti='İ' fold='İ' valid=true len=2
// U+0131 Ltrue Ufalse ltrue Tfalse Dfalse Nfalse Sfalse Pfalse Syfalse Mfalse Cfalse Gtrue Prtrue up='I' lo='ı' ti='I' fold='ı' valid=true len=2
// U+FB01 Ltrue Ufalse ltrue Tfalse Dfalse Nfalse Sfalse Pfalse Syfalse Mfalse Cfalse Gtrue Prtrue up='ﬁ' lo='ﬁ' ti='ﬁ' fold='ﬁ' valid=true len=3
// U+4E16 Ltrue Ufalse lfalse Tfalse Dfalse Nfalse Sfalse Pfalse Syfalse Mfalse Cfalse Gtrue Prtrue up='世' lo='世' ti='世' fold='世' valid=true len=3
// U+1F600 Lfalse Ufalse lfalse Tfalse Dfalse Nfalse Sfalse Pfalse Sytrue Mfalse Cfalse Gtrue Prtrue up='😀' lo='😀' ti='😀' fold='😀' valid=true len=4
// U+200B Lfalse Ufalse lfalse Tfalse Dfalse Nfalse Sfalse Pfalse Syfalse Mfalse Cfalse Gfalse Prfalse up='\u200b' lo='\u200b' ti='\u200b' fold='\u200b' valid=true len=3
// U+FEFF Lfalse Ufalse lfalse Tfalse Dfalse Nfalse Sfalse Pfalse Syfalse Mfalse Cfalse Gfalse Prfalse up='\ufeff' lo='\ufeff' ti='\ufeff' fold='\ufeff' valid=true len=3
// U+10FFFF Lfalse Ufalse lfalse Tfalse Dfalse Nfalse Sfalse Pfalse Syfalse Mfalse Cfalse Gfalse Prfalse up='\U0010ffff' lo='\U0010ffff' ti='\U0010ffff' fold='\U0010ffff' valid=true len=4
// U+FFFFFFFFFFFFFFFF Lfalse Ufalse lfalse Tfalse Dfalse Nfalse Sfalse Pfalse Syfalse Mfalse Cfalse Gfalse Prfalse up='�' lo='�' ti='�' fold='�' valid=false len=-1
// U+D800 Lfalse Ufalse lfalse Tfalse Dfalse Nfalse Sfalse Pfalse Syfalse Mfalse Cfalse Gfalse Prfalse up='�' lo='�' ti='�' fold='�' valid=false len=-1
// true true true
// [97 55357 56832] a😀� true 2
// d83d de00 '😀'
// [233] 1114111 65533 15.0.0
