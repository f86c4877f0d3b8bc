package main

import (
	"encoding/xml"
	"fmt"
)

func main() {
	for _, n := range []string{"café", "名前", "a·b", "x٣", "ǅx", "😀", "a\u0300", "_x", ":x", "a:b:c", "ab\u00ad", "Ωmega", "ß", "x\u2160", "ⅷ", "ʰx", "x\u02b0", "a\u0903b", "Ꭰ", "ꙮ"} {
		var v struct{}
		err := xml.Unmarshal([]byte("<"+n+"/>"), &v)
		fmt.Printf("%q %v\n", n, err)
	}
}

// Output:
// "café" <nil>
// "名前" <nil>
// "a·b" <nil>
// "x٣" <nil>
// "ǅx" XML syntax error on line 1: invalid XML name: ǅx
// "😀" XML syntax error on line 1: invalid XML name: 😀
// "à" <nil>
// "_x" <nil>
// ":x" <nil>
// "a:b:c" XML syntax error on line 1: expected element name after <
// "ab\u00ad" XML syntax error on line 1: invalid XML name: ab­
// "Ωmega" <nil>
// "ß" <nil>
// "xⅠ" XML syntax error on line 1: invalid XML name: xⅠ
// "ⅷ" XML syntax error on line 1: invalid XML name: ⅷ
// "ʰx" XML syntax error on line 1: invalid XML name: ʰx
// "xʰ" XML syntax error on line 1: invalid XML name: xʰ
// "aःb" <nil>
// "Ꭰ" XML syntax error on line 1: invalid XML name: Ꭰ
// "ꙮ" XML syntax error on line 1: invalid XML name: ꙮ
