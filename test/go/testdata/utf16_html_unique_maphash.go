package main

import (
	"fmt"
	"html"
	"unicode/utf16"
)

func main() {
	enc := utf16.Encode([]rune("a😀é"))
	fmt.Println(enc, string(utf16.Decode(enc)), utf16.IsSurrogate(0xd83d))
	r1, r2 := utf16.EncodeRune('😀')
	fmt.Printf("%x %x %q\n", r1, r2, utf16.DecodeRune(r1, r2))
	fmt.Println(utf16.AppendRune(nil, 'x'), utf16.RuneLen('😀'), utf16.Decode([]uint16{0xd800, 'a'}))
	s := `<a href="x?a=1&b=2">Tom's "quote"</a>`
	e := html.EscapeString(s)
	fmt.Println(e)
	fmt.Println(html.UnescapeString(e) == s, html.UnescapeString("&lt;&amp;&#65;&#x42;&eacute;&nbsp;|&bogus;&amp"))
}

// Output:
// [97 55357 56832 233] a😀é true
// d83d de00 '😀'
// [120] 2 [65533 97]
// &lt;a href=&#34;x?a=1&amp;b=2&#34;&gt;Tom&#39;s &#34;quote&#34;&lt;/a&gt;
// true <&ABé |&bogus;&
