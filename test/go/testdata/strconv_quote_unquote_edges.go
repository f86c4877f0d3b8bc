package main

import (
	"fmt"
	"strconv"
)

func main() {
	for _, s := range []string{"", "plain", "tab\there", "nl\n", "quote\"", "back\\slash", "\x00\x7f", "héllo", "\u2028", "\U0001F600", "\xff\xfe", "a\u00a0b", "\u200b"} {
		fmt.Println(strconv.Quote(s), strconv.QuoteToASCII(s), strconv.QuoteToGraphic(s))
	}
	for _, r := range []rune{'a', '\'', '"', '\n', 0x7f, 0xfffd, 0x10ffff, -1, 0xd800, 'é', '☺'} {
		fmt.Println(strconv.QuoteRune(r), strconv.QuoteRuneToASCII(r), strconv.QuoteRuneToGraphic(r), strconv.IsPrint(r), strconv.IsGraphic(r))
	}
	for _, s := range []string{`"a\tb"`, "`raw\\n`", `'x'`, `'xy'`, `"unterminated`, `"\q"`, `"\u00e9\x41\101"`, `"\400"`, `"\xZZ"`, `'\''`, `"'"`, `'"'`, `""`, `''`, "`a\nb`", `"a"b"`, `"\ud800"`, `abc`, "\"a\nb\"", "`\r`"} {
		u, err := strconv.Unquote(s)
		fmt.Printf("%-22s -> %q %v\n", s, u, err)
	}
	v, mb, tail, err := strconv.UnquoteChar(`\u263a rest`, '"')
	fmt.Println(v, mb, tail, err)
	_, _, _, err = strconv.UnquoteChar(`'`, '\'')
	fmt.Println(err)
	s, err := strconv.QuotedPrefix(`"abc\"def" tail`)
	fmt.Println(s, err)
	s, err = strconv.QuotedPrefix(`nope`)
	fmt.Printf("%q %v\n", s, err)
	fmt.Println(strconv.CanBackquote("a`b"), strconv.CanBackquote("a\tb"), strconv.CanBackquote("a\nb"), strconv.CanBackquote("\ufeff"))
	b := strconv.AppendQuote([]byte("x="), "y\"")
	b = strconv.AppendQuoteRune(b, '☺')
	b = strconv.AppendQuoteToASCII(b, "☺")
	fmt.Println(string(b))
}

// Output:
// "" "" ""
// "plain" "plain" "plain"
// "tab\there" "tab\there" "tab\there"
// "nl\n" "nl\n" "nl\n"
// "quote\"" "quote\"" "quote\""
// "back\\slash" "back\\slash" "back\\slash"
// "\x00\x7f" "\x00\x7f" "\x00\x7f"
// "héllo" "h\u00e9llo" "héllo"
// "\u2028" "\u2028" "\u2028"
// "😀" "\U0001f600" "😀"
// "\xff\xfe" "\xff\xfe" "\xff\xfe"
// "a\u00a0b" "a\u00a0b" "a b"
// "\u200b" "\u200b" "\u200b"
// 'a' 'a' 'a' true true
// '\'' '\'' '\'' true true
// '"' '"' '"' true true
// '\n' '\n' '\n' false false
// '\x7f' '\x7f' '\x7f' false false
// '�' '\ufffd' '�' true true
// '\U0010ffff' '\U0010ffff' '\U0010ffff' false false
// '�' '\ufffd' '�' false false
// '�' '\ufffd' '�' false false
// 'é' '\u00e9' 'é' true true
// '☺' '\u263a' '☺' true true
// "a\tb"                 -> "a\tb" <nil>
// `raw\n`                -> "raw\\n" <nil>
// 'x'                    -> "x" <nil>
// 'xy'                   -> "" invalid syntax
// "unterminated          -> "" invalid syntax
// "\q"                   -> "" invalid syntax
// "\u00e9\x41\101"       -> "éAA" <nil>
// "\400"                 -> "" invalid syntax
// "\xZZ"                 -> "" invalid syntax
// '\''                   -> "'" <nil>
// "'"                    -> "'" <nil>
// '"'                    -> "\"" <nil>
// ""                     -> "" <nil>
// ''                     -> "" <nil>
// `a
// b`                  -> "a\nb" <nil>
// "a"b"                  -> "" invalid syntax
// "\ud800"               -> "" invalid syntax
// abc                    -> "" invalid syntax
// "a
// b"                  -> "" invalid syntax
// ``                    -> "" <nil>
// 9786 true  rest <nil>
// invalid syntax
// "abc\"def" <nil>
// "" invalid syntax
// false true false false
// x="y\""'☺'"\u263a"
