package main

import (
	"fmt"
	"html"
)

func main() {
	for _, s := range []string{
		"&amp;&lt;&gt;&quot;&#39;&apos;",
		"&NotEqualTilde; &nvlt; &bne; &fjlig; &ThickSpace; &acE;",
		"&Aacute &aacute; &AElig &copy &copyx &notit; &not &notin;",
		"&CounterClockwiseContourIntegral; &zwnj; &DoubleLongLeftRightArrow;",
		"&#x1F600; &#128512; &#0; &#x80; &#x9F; &#xD800; &#1114112; &#65 &#x41",
		"&unknown; & &; &#; &#x; a&b",
		"&lt&gt&amp&quot",
		"&nbsp;|&NoBreak;|&InvisibleTimes;|&ic;",
	} {
		u := html.UnescapeString(s)
		fmt.Printf("%q\n", u)
	}
	fmt.Println(html.EscapeString(`<a href="x">'&'</a>`))
}

// Output:
// "&<>\"''"
// "≂̸ <⃒ =⃥ fj \u205f\u200a ∾̳"
// "Á á Æ © ©x ¬it; ¬ ∉"
// "∳ \u200c ⟺"
// "😀 😀 � € Ÿ � � A A"
// "&unknown; & &; &#; � a&b"
// "<>&\""
// "\u00a0|\u2060|\u2062|\u2063"
// &lt;a href=&#34;x&#34;&gt;&#39;&amp;&#39;&lt;/a&gt;
