package main

import (
	"bytes"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

func main() {
	s := "Grüße, 世界! \xff end"
	fmt.Println(len(s), utf8.RuneCountInString(s), utf8.ValidString(s))
	for i, r := range s {
		if r == utf8.RuneError {
			fmt.Printf("bad byte at %d: %q %U\n", i, r, r)
		}
	}
	fmt.Println(strings.ToUpper(s), strings.ToTitle("ǆ"), strings.Title("hello wORLD"))
	fmt.Printf("%q\n", strings.Fields("  a\tb\n\u00a0c  \u2003d "))
	fmt.Printf("%q\n", strings.Split("", ","))
	fmt.Printf("%q\n", strings.SplitN("a,b,c,d", ",", 2))
	fmt.Printf("%q\n", strings.SplitAfter("a,b,c", ","))
	fmt.Printf("%q\n", strings.Split("abc", ""))
	fmt.Println(strings.EqualFold("Straße", "STRASSE"), strings.EqualFold("Σίσυφος", "ΣΊΣΥΦΟΣ"))
	fmt.Println(strings.Index("chicken", "ken"), strings.LastIndex("go gopher", "go"), strings.IndexAny("golang", "ny"), strings.IndexRune("chicken", 'k'), strings.IndexByte("abc", 'z'))
	fmt.Println(strings.TrimLeft("xxhixx", "x"), strings.TrimPrefix("xxhi", "x"), strings.TrimFunc("123abc456", unicode.IsDigit), strings.Trim("  \t hi \n", " "))
	before, after, found := strings.Cut("key=value=x", "=")
	fmt.Println(before, after, found)
	fmt.Println(strings.CutPrefix("v1.2.3", "v"))
	fmt.Println(strings.Count("cheese", "e"), strings.Count("five", ""))
	fmt.Println(strings.Repeat("ab", 3), strings.ContainsFunc("abc1", unicode.IsDigit), strings.ContainsAny("", ""))
	fmt.Println(strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return unicode.ToUpper(r)
	}, "a b\tc"))
	r, size := utf8.DecodeRuneInString("€uro")
	fmt.Println(r, size, string(r), utf8.RuneLen('€'), utf8.RuneLen(-1))
	buf := utf8.AppendRune(nil, '世')
	fmt.Println(buf, utf8.FullRune(buf[:2]), utf8.RuneStart(buf[1]))
	lr, ls := utf8.DecodeLastRuneInString("ab\xe4")
	fmt.Println(lr, ls)
	b := []byte("  Hello, Gopher  ")
	fmt.Printf("%q %q %q\n", bytes.TrimSpace(b), bytes.ToLower(b), bytes.Title(bytes.TrimSpace(b)))
	fmt.Println(bytes.Equal(nil, []byte{}), bytes.Compare([]byte("a"), []byte("b")), bytes.HasSuffix(b, []byte("  ")))
	fmt.Printf("%q\n", bytes.Fields([]byte(" x  y ")))
	fmt.Printf("%s\n", bytes.ReplaceAll([]byte("oink oink"), []byte("k"), []byte("ky")))
	fmt.Printf("%q\n", bytes.Runes([]byte("añ")))
	fmt.Println(unicode.IsUpper('Σ'), unicode.IsLetter('_'), unicode.IsPunct('!'), unicode.IsSymbol('€'), unicode.In('ж', unicode.Cyrillic), unicode.Is(unicode.Han, '世'))
	fmt.Println(string(unicode.SimpleFold('K')), string(unicode.SimpleFold('k')), string(unicode.SimpleFold('\u212A')))
	fmt.Println(string(rune(65)), string(rune(-1)), []byte(string(rune(0x10FFFF+1))))
	var sb strings.Builder
	for i := range 3 {
		fmt.Fprintf(&sb, "%d;", i)
	}
	sb.WriteRune('✓')
	sb.WriteByte('!')
	fmt.Println(sb.String(), sb.Len())
	fmt.Println(strings.Compare("a", "B"), "a" < "B", strings.ToValidUTF8("a\xffb\xfe\xfdc", "?"))
}

// Output:
// 22 16 false
// bad byte at 17: '�' U+FFFD
// GRÜßE, 世界! � END ǅ Hello WORLD
// ["a" "b" "c" "d"]
// [""]
// ["a" "b,c,d"]
// ["a," "b," "c"]
// ["a" "b" "c"]
// false true
// 4 3 4 4 -1
// hixx xhi abc 	 hi 
//
// key value=x true
// 1.2.3 true
// 3 5
// ababab true false
// ABC
// 8364 3 € 3 -1
// [228 184 150] false false
// 65533 1
// "Hello, Gopher" "  hello, gopher  " "Hello, Gopher"
// true -1 true
// ["x" "y"]
// oinky oinky
// ['a' 'ñ']
// true false true true true true
// k K K
// A � [239 191 189]
// 0;1;2;✓! 10
// 1 false a?b?c
