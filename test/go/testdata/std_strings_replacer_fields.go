package main

import (
	"fmt"
	"strings"
	"unicode"
)

func wordCount(s string) map[string]int {
	m := map[string]int{}
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && r != '\''
	}) {
		m[w]++
	}
	return m
}

func acronym(s string) string {
	var b strings.Builder
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '-' || r == '_' }) {
		b.WriteRune(unicode.ToUpper([]rune(w)[0]))
	}
	return b.String()
}

func main() {
	fmt.Println(wordCount("one fish two fish red fish blue fish, don't stop"))
	fmt.Println(acronym("Portable Network Graphics"), acronym("Complementary metal-oxide semiconductor"))
	r := strings.NewReplacer("a", "1", "aa", "2", "b", "")
	fmt.Println(r.Replace("aaab"))
	fmt.Printf("%q\n", strings.Split("", ","))
	fmt.Printf("%q\n", strings.Split("abc", ""))
	fmt.Printf("%q\n", strings.SplitAfterN("a,b,c", ",", 2))
	fmt.Println(strings.Index("", ""), strings.LastIndex("go gopher", "go"), strings.IndexAny("", "a"))
	fmt.Println(strings.TrimRight("abc...", "."), strings.Trim(" \t x \n", " \t\n"))
	fmt.Println(strings.Repeat("=", 10))
	fmt.Printf("[%6.2f] [%-8s] [%8s] [%x]\n", 3.14159, "left", "right", 3054)
	lines := strings.Split(strings.TrimSpace("  a\nb\n\nc  "), "\n")
	fmt.Println(len(lines), lines)
	fmt.Println(strings.ContainsAny("hello", ""), strings.HasPrefix("", ""), strings.Fields(""))
	fmt.Println(strings.Title("ünicode wörds"), strings.ToValidUTF8("a\xffb", "?"))
}

// Output:
// map[blue:1 don't:1 fish:4 one:1 red:1 stop:1 two:1]
// PNG CMOS
// 111
// [""]
// ["a" "b" "c"]
// ["a," "b,c"]
// 0 3 -1
// abc x
// ==========
// [  3.14] [left    ] [   right] [bee]
// 4 [a b  c]
// false true []
// Ünicode Wörds a?b
