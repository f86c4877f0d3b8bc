// unicode's tables are package variables: the Categories, Scripts and Properties maps, the aliases
// (Letter, Upper, ...), STerm and GraphicRanges/PrintRanges hold the very same *RangeTable values.
package main

import (
	"fmt"
	"unicode"
)

func main() {
	fmt.Println(unicode.Categories["L"] == unicode.L, unicode.Categories["L"] == unicode.Letter,
		unicode.Categories["Lu"] == unicode.Upper, unicode.Categories["Nd"] == unicode.Digit,
		unicode.Categories["Zs"] == unicode.Zs, unicode.Categories["C"] == unicode.Other)
	fmt.Println(unicode.Scripts["Han"] == unicode.Han, unicode.Scripts["Latin"] == unicode.Latin,
		unicode.Scripts["Greek"] == unicode.Greek, unicode.Scripts["Latin"] == unicode.Greek)
	fmt.Println(unicode.Properties["White_Space"] == unicode.White_Space,
		unicode.Properties["Sentence_Terminal"] == unicode.STerm, unicode.STerm == unicode.Sentence_Terminal)
	fmt.Println(unicode.GraphicRanges[0] == unicode.L, unicode.GraphicRanges[5] == unicode.Zs,
		unicode.PrintRanges[4] == unicode.Symbol, len(unicode.GraphicRanges), len(unicode.PrintRanges))
	_, ok := unicode.Scripts["Klingon"]
	fmt.Println(ok, unicode.Scripts["Klingon"] == nil, len(unicode.Categories))

	// A table changed through one name is changed through every other.
	saved := *unicode.Han
	unicode.Scripts["Han"].R16 = []unicode.Range16{{Lo: 'a', Hi: 'a', Stride: 1}}
	fmt.Println(len(unicode.Han.R16), unicode.Han.R16[0].Lo)
	*unicode.Han = saved
	fmt.Println(unicode.Is(unicode.Han, '漢'), unicode.Is(unicode.Han, 'a'))

	// The variables can be reassigned; the maps keep the old table.
	old := unicode.Latin
	unicode.Latin = &unicode.RangeTable{R16: []unicode.Range16{{Lo: 'x', Hi: 'z', Stride: 1}}}
	fmt.Println(unicode.Is(unicode.Latin, 'y'), unicode.Is(unicode.Latin, 'a'), unicode.Scripts["Latin"] == old,
		unicode.Is(unicode.Scripts["Latin"], 'a'))
}

// Output:
// true true true true true true
// true true true false
// true true true
// true true true 6 5
// false true 36
// 1 97
// true false
// true false true true
