package main

import (
	"fmt"
	"strconv"
)

func main() {
	fmt.Println(strconv.Quote("hello \"world\"\n"))
	fmt.Println(strconv.Quote("日本"), strconv.QuoteToASCII("日本"))
	fmt.Println(strconv.QuoteRune('☺'))
	s, err := strconv.Unquote(`"a\tb"`)
	fmt.Printf("%q %v\n", s, err)
	_, err = strconv.Unquote(`"unterminated`)
	fmt.Println(err)
	s, err = strconv.Unquote("`raw`")
	fmt.Println(s, err)
	fmt.Println(strconv.AppendInt([]byte("n="), 42, 10))
	fmt.Println(string(strconv.AppendQuote([]byte("q:"), "x")))
}

// Output:
// "hello \"world\"\n"
// "日本" "\u65e5\u672c"
// '☺'
// "a\tb" <nil>
// invalid syntax
// raw <nil>
// [110 61 52 50]
// q:"x"
