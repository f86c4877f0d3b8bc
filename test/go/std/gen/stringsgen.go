package main

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

var stringSamples = []string{"", "a", "Hello, World", "  spaced\tout \n", "héllo wörld", "ǅungla ǈ", "ΑΒΓ αβγ ς", "İstanbul ıi", "ß straße",
	"Kelvin \u212a k K", "ﬁ ligature", "\xff\xfebad", "a\u00a0b\u2003c\u3000d", "日本語テキスト", "MiXeD_cAsE-123", "a,b,,c,", "x", "\u0085nel\u0085", "\ufeffbom"}

var runeSamples = []rune{'a', 'Z', '5', ' ', '\t', '\n', 0x85, 0xa0, 0x2003, 0xfeff, 'é', 'É', 'ß', 'ẞ', 'ǅ', 'ǆ', 'Σ', 'ς', 'σ', 'İ', 'ı', 0x212a, 'ﬁ', '٣', '²', '½', '!', '€', '_', 0x1F600, 0x300, 0x7f, 0x10ffff, -1, 0xd800, 'µ', 'ÿ', 'Ÿ'}

func genStrings(o *out) {
	for _, s := range stringSamples {
		o.rec(map[string]any{"fn": "unary", "s": str(s),
			"upper": str(strings.ToUpper(s)), "lower": str(strings.ToLower(s)), "title": str(strings.ToTitle(s)), "Title": str(strings.Title(s)),
			"trimspace": str(strings.TrimSpace(s)), "fields": strs(strings.Fields(s)), "runes": utf8.RuneCountInString(s), "valid": utf8.ValidString(s),
			"valid8": str(strings.ToValidUTF8(s, "?"))})
		for _, t := range stringSamples {
			o.rec(map[string]any{"fn": "binary", "s": str(s), "t": str(t), "fold": strings.EqualFold(s, t), "index": strings.Index(s, t),
				"last": strings.LastIndex(s, t), "any": strings.IndexAny(s, t), "lastany": strings.LastIndexAny(s, t), "count": strings.Count(s, t),
				"split": strs(strings.Split(s, t)), "trim": str(strings.Trim(s, t)), "trimleft": str(strings.TrimLeft(s, t)),
				"trimright": str(strings.TrimRight(s, t)), "replace": str(strings.Replace(s, t, "<>", 2)), "splitafter": strs(strings.SplitAfterN(s, t, 3))})
		}
	}
	for _, r := range runeSamples {
		o.rec(map[string]any{"fn": "rune", "r": r, "letter": unicode.IsLetter(r), "digit": unicode.IsDigit(r), "number": unicode.IsNumber(r),
			"space": unicode.IsSpace(r), "upperQ": unicode.IsUpper(r), "lowerQ": unicode.IsLower(r), "titleQ": unicode.IsTitle(r), "punct": unicode.IsPunct(r),
			"symbol": unicode.IsSymbol(r), "mark": unicode.IsMark(r), "control": unicode.IsControl(r), "graphic": unicode.IsGraphic(r), "print": unicode.IsPrint(r),
			"toupper": unicode.ToUpper(r), "tolower": unicode.ToLower(r), "totitle": unicode.ToTitle(r), "fold": unicode.SimpleFold(r), "len": utf8.RuneLen(r),
			"valid": utf8.ValidRune(r)})
	}
}

func strs(a []string) []any {
	out := make([]any, len(a))
	for i, s := range a {
		out[i] = str(s)
	}
	return out
}
