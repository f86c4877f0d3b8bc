package main

// Case mapping follows go1.23's Unicode tables (15.0.0, simple one-to-one mappings), not the
// full mappings of JavaScript: Greek letters with ypogegrammeni map to their titlecase forms,
// Georgian Mkhedruli uppercases to Mtavruli but keeps its title case, and SimpleFold walks orbits
// that variant forms map into (ϐ, ϑ, ϴ, ι, Ω, the Cyrillic ᲀ...ᲈ).

import (
	"fmt"
	"strings"
	"unicode"
)

func main() {
	for _, s := range []string{"ᾳ ῃ ῳ ᾀ ᾗ ᾧ", "ბათუმი", "straße", "ǆungla", "ﬁle"} {
		fmt.Printf("%q %q %q %q\n", strings.ToUpper(s), strings.ToLower(s), strings.ToTitle(s), strings.Title(s))
	}
	for _, r := range []rune{'ᾳ', 'ᾀ', 'ა', 'β', 'ϐ', 'θ', 'ϴ', 'ι', '\u0345', 'ω', 'Ω', 'в', 'ᲀ', 'т', 'ᲅ', 'ꙋ', 'ṡ', 'ẛ', 'k', 'K'} {
		orbit := []string{}
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			orbit = append(orbit, fmt.Sprintf("%U", f))
		}
		fmt.Printf("%c %U upper %U lower %U title %U fold %v\n", r, r, unicode.ToUpper(r), unicode.ToLower(r), unicode.ToTitle(r), orbit)
	}
	fmt.Println(strings.EqualFold("ϐeta", "Βeta"), strings.EqualFold("ᲀ", "В"), strings.EqualFold("Ω", "ω"), strings.EqualFold("ᾳ", "ᾼ"))
}

// Output:
// "ᾼ ῌ ῼ ᾈ ᾟ ᾯ" "ᾳ ῃ ῳ ᾀ ᾗ ᾧ" "ᾼ ῌ ῼ ᾈ ᾟ ᾯ" "ᾼ ῌ ῼ ᾈ ᾟ ᾯ"
// "ᲑᲐᲗᲣᲛᲘ" "ბათუმი" "ბათუმი" "ბათუმი"
// "STRAßE" "straße" "STRAßE" "Straße"
// "ǄUNGLA" "ǆungla" "ǅUNGLA" "ǅungla"
// "ﬁLE" "ﬁle" "ﬁLE" "ﬁle"
// ᾳ U+1FB3 upper U+1FBC lower U+1FB3 title U+1FBC fold [U+1FBC]
// ᾀ U+1F80 upper U+1F88 lower U+1F80 title U+1F88 fold [U+1F88]
// ა U+10D0 upper U+1C90 lower U+10D0 title U+10D0 fold [U+1C90]
// β U+03B2 upper U+0392 lower U+03B2 title U+0392 fold [U+03D0 U+0392]
// ϐ U+03D0 upper U+0392 lower U+03D0 title U+0392 fold [U+0392 U+03B2]
// θ U+03B8 upper U+0398 lower U+03B8 title U+0398 fold [U+03D1 U+03F4 U+0398]
// ϴ U+03F4 upper U+03F4 lower U+03B8 title U+03F4 fold [U+0398 U+03B8 U+03D1]
// ι U+03B9 upper U+0399 lower U+03B9 title U+0399 fold [U+1FBE U+0345 U+0399]
// ͅ U+0345 upper U+0399 lower U+0345 title U+0399 fold [U+0399 U+03B9 U+1FBE]
// ω U+03C9 upper U+03A9 lower U+03C9 title U+03A9 fold [U+2126 U+03A9]
// Ω U+03A9 upper U+03A9 lower U+03C9 title U+03A9 fold [U+03C9 U+2126]
// в U+0432 upper U+0412 lower U+0432 title U+0412 fold [U+1C80 U+0412]
// ᲀ U+1C80 upper U+0412 lower U+1C80 title U+0412 fold [U+0412 U+0432]
// т U+0442 upper U+0422 lower U+0442 title U+0422 fold [U+1C84 U+1C85 U+0422]
// ᲅ U+1C85 upper U+0422 lower U+1C85 title U+0422 fold [U+0422 U+0442 U+1C84]
// ꙋ U+A64B upper U+A64A lower U+A64B title U+A64A fold [U+1C88 U+A64A]
// ṡ U+1E61 upper U+1E60 lower U+1E61 title U+1E60 fold [U+1E9B U+1E60]
// ẛ U+1E9B upper U+1E60 lower U+1E9B title U+1E60 fold [U+1E60 U+1E61]
// k U+006B upper U+004B lower U+006B title U+004B fold [U+212A U+004B]
// K U+004B upper U+004B lower U+006B title U+004B fold [U+006B U+212A]
// true true true true
