package main

// go1.23's unicode tables are Unicode 15.0.0: runes assigned by Unicode 15.1, 16 and 17 are not
// letters, digits, symbols or printable, and quoting escapes them; U+0295 is still a lowercase letter
// and U+1171E a nonspacing mark.

import (
	"fmt"
	"strconv"
	"unicode"
)

func main() {
	fmt.Println(unicode.Version)
	for _, r := range []rune{0x2ebf0, 0xa7cb, 0xa7dc, 0x1c89, 0x11bc0, 0x1e5f1, 0x1fa89, 0x1f8b2, 0x31ef, 0x4e00, 0xa7c0, 0x1f600, 0x295, 0x1171e} {
		fmt.Printf("%U L=%v Lu=%v Ll=%v Lo=%v N=%v Nd=%v M=%v Mn=%v S=%v P=%v print=%v graphic=%v han=%v latin=%v %q %s\n",
			r, unicode.IsLetter(r), unicode.IsUpper(r), unicode.IsLower(r), unicode.Is(unicode.Lo, r),
			unicode.IsNumber(r), unicode.IsDigit(r), unicode.IsMark(r), unicode.Is(unicode.Mn, r),
			unicode.IsSymbol(r), unicode.IsPunct(r), unicode.IsPrint(r), unicode.IsGraphic(r),
			unicode.Is(unicode.Han, r), unicode.In(r, unicode.Latin), r, strconv.QuoteToASCII(string(r)))
	}
	fmt.Println(strconv.IsPrint(0x1fa89), strconv.Quote("\U0001fa89 \U0001f600"))
}

// Output:
// 15.0.0
// U+2EBF0 L=false Lu=false Ll=false Lo=false N=false Nd=false M=false Mn=false S=false P=false print=false graphic=false han=false latin=false '\U0002ebf0' "\U0002ebf0"
// U+A7CB L=false Lu=false Ll=false Lo=false N=false Nd=false M=false Mn=false S=false P=false print=false graphic=false han=false latin=false '\ua7cb' "\ua7cb"
// U+A7DC L=false Lu=false Ll=false Lo=false N=false Nd=false M=false Mn=false S=false P=false print=false graphic=false han=false latin=false '\ua7dc' "\ua7dc"
// U+1C89 L=false Lu=false Ll=false Lo=false N=false Nd=false M=false Mn=false S=false P=false print=false graphic=false han=false latin=false '\u1c89' "\u1c89"
// U+11BC0 L=false Lu=false Ll=false Lo=false N=false Nd=false M=false Mn=false S=false P=false print=false graphic=false han=false latin=false '\U00011bc0' "\U00011bc0"
// U+1E5F1 L=false Lu=false Ll=false Lo=false N=false Nd=false M=false Mn=false S=false P=false print=false graphic=false han=false latin=false '\U0001e5f1' "\U0001e5f1"
// U+1FA89 L=false Lu=false Ll=false Lo=false N=false Nd=false M=false Mn=false S=false P=false print=false graphic=false han=false latin=false '\U0001fa89' "\U0001fa89"
// U+1F8B2 L=false Lu=false Ll=false Lo=false N=false Nd=false M=false Mn=false S=false P=false print=false graphic=false han=false latin=false '\U0001f8b2' "\U0001f8b2"
// U+31EF L=false Lu=false Ll=false Lo=false N=false Nd=false M=false Mn=false S=false P=false print=false graphic=false han=false latin=false '\u31ef' "\u31ef"
// U+4E00 L=true Lu=false Ll=false Lo=true N=false Nd=false M=false Mn=false S=false P=false print=true graphic=true han=true latin=false '一' "\u4e00"
// U+A7C0 L=true Lu=true Ll=false Lo=false N=false Nd=false M=false Mn=false S=false P=false print=true graphic=true han=false latin=true 'Ꟁ' "\ua7c0"
// U+1F600 L=false Lu=false Ll=false Lo=false N=false Nd=false M=false Mn=false S=true P=false print=true graphic=true han=false latin=false '😀' "\U0001f600"
// U+0295 L=true Lu=false Ll=true Lo=false N=false Nd=false M=false Mn=false S=false P=false print=true graphic=true han=false latin=true 'ʕ' "\u0295"
// U+1171E L=false Lu=false Ll=false Lo=false N=false Nd=false M=true Mn=true S=false P=false print=true graphic=true han=false latin=false '𑜞' "\U0001171e"
// false "\U0001fa89 😀"
