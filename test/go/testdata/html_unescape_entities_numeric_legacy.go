package main

import (
	"fmt"
	"html"
)

func main() {
	for _, s := range []string{
		"&lt;b&gt;bold&lt;/b&gt; &amp;amp; &quot;q&quot; &apos;a&apos;",
		"caf&eacute; na&iuml;ve &copy; 2024 &mdash; &hellip; &euro;5 &rarr; &hearts;",
		"&#65;&#x42;&#X43;&#0;&#x110000;&#xD800;&#128;&#150;&#159; &#39; &#8217;",
		"&amp &lt3 &copyright &notit; &notin; &ampx; &AMP; &Amp;",
		"&; &#; &#x; &#xZ; & alone &&& &unknown; &eacute",
		"&alpha;&Omega;&infin;&ne;&le;&ge;&sum;&radic;&deg;&frac12;&sup2;&times;&divide;",
		"trailing &",
		"no entities at all",
	} {
		fmt.Printf("%q\n", html.UnescapeString(s))
	}
	orig := `<script>alert("x" + 'y') & more</script>`
	esc := html.EscapeString(orig)
	fmt.Println(esc, html.UnescapeString(esc) == orig)
}

// Output:
// "<b>bold</b> &amp; \"q\" 'a'"
// "café naïve © 2024 — … €5 → ♥"
// "ABC���€–Ÿ ' ’"
// "& <3 ©right ¬it; ∉ &x; & &Amp;"
// "&; &#; � &#xZ; & alone &&& &unknown; é"
// "αΩ∞≠≤≥∑√°½²×÷"
// "trailing &"
// "no entities at all"
// &lt;script&gt;alert(&#34;x&#34; + &#39;y&#39;) &amp; more&lt;/script&gt; true
