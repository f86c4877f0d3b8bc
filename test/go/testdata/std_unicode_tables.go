package main

import (
	"fmt"
	"sort"
	"unicode"
)

func main() {
	for _, r := range []rune{'a', 'Z', '5', '漢', 'ひ', 'Ж', ' ', '\u2028', '\u00a0', '!', '€', '\u0301', 0x10FFFF, 0xE000} {
		fmt.Printf("%U letter=%v upper=%v han=%v latin=%v cyr=%v hira=%v space=%v ws=%v punct=%v sc=%v mn=%v C=%v co=%v\n",
			r, unicode.Is(unicode.Letter, r), unicode.Is(unicode.Upper, r), unicode.Is(unicode.Han, r),
			unicode.In(r, unicode.Latin), unicode.Is(unicode.Cyrillic, r), unicode.Is(unicode.Hiragana, r),
			unicode.Is(unicode.Space, r), unicode.Is(unicode.White_Space, r), unicode.Is(unicode.Punct, r),
			unicode.Is(unicode.Sc, r), unicode.Is(unicode.Mn, r), unicode.Is(unicode.C, r), unicode.Is(unicode.Co, r))
	}
	fmt.Println(unicode.IsOneOf([]*unicode.RangeTable{unicode.Digit, unicode.Hex_Digit}, 'f'))
	fmt.Println(unicode.In('x', unicode.GraphicRanges...), unicode.In('\t', unicode.PrintRanges...))
	fmt.Println(unicode.Is(unicode.Categories["Lu"], 'Q'), unicode.Is(unicode.Scripts["Greek"], 'λ'), unicode.Is(unicode.Properties["Dash"], '-'))
	fmt.Println(unicode.Is(unicode.STerm, '.'), unicode.Is(unicode.Pattern_White_Space, '\n'))
	vowels := &unicode.RangeTable{
		R16: []unicode.Range16{{Lo: 'a', Hi: 'e', Stride: 4}, {Lo: 'i', Hi: 'i', Stride: 1}, {Lo: 'o', Hi: 'u', Stride: 6}},
		R32: []unicode.Range32{{Lo: 0x1F600, Hi: 0x1F64F, Stride: 1}},
	}
	for _, r := range "abeiouxy😀" {
		fmt.Print(unicode.Is(vowels, r), " ")
	}
	fmt.Println()
	var names []string
	for name := range unicode.Categories {
		names = append(names, name)
	}
	sort.Strings(names)
	fmt.Println(len(names), names[:8])
}

// Output:
// U+0061 letter=true upper=false han=false latin=true cyr=false hira=false space=false ws=false punct=false sc=false mn=false C=false co=false
// U+005A letter=true upper=true han=false latin=true cyr=false hira=false space=false ws=false punct=false sc=false mn=false C=false co=false
// U+0035 letter=false upper=false han=false latin=false cyr=false hira=false space=false ws=false punct=false sc=false mn=false C=false co=false
// U+6F22 letter=true upper=false han=true latin=false cyr=false hira=false space=false ws=false punct=false sc=false mn=false C=false co=false
// U+3072 letter=true upper=false han=false latin=false cyr=false hira=true space=false ws=false punct=false sc=false mn=false C=false co=false
// U+0416 letter=true upper=true han=false latin=false cyr=true hira=false space=false ws=false punct=false sc=false mn=false C=false co=false
// U+0020 letter=false upper=false han=false latin=false cyr=false hira=false space=true ws=true punct=false sc=false mn=false C=false co=false
// U+2028 letter=false upper=false han=false latin=false cyr=false hira=false space=true ws=true punct=false sc=false mn=false C=false co=false
// U+00A0 letter=false upper=false han=false latin=false cyr=false hira=false space=true ws=true punct=false sc=false mn=false C=false co=false
// U+0021 letter=false upper=false han=false latin=false cyr=false hira=false space=false ws=false punct=true sc=false mn=false C=false co=false
// U+20AC letter=false upper=false han=false latin=false cyr=false hira=false space=false ws=false punct=false sc=true mn=false C=false co=false
// U+0301 letter=false upper=false han=false latin=false cyr=false hira=false space=false ws=false punct=false sc=false mn=true C=false co=false
// U+10FFFF letter=false upper=false han=false latin=false cyr=false hira=false space=false ws=false punct=false sc=false mn=false C=false co=false
// U+E000 letter=false upper=false han=false latin=false cyr=false hira=false space=false ws=false punct=false sc=false mn=false C=true co=true
// true
// true false
// true true true
// true true
// true false true true true true false false true 
// 36 [C Cc Cf Co Cs L Ll Lm]
