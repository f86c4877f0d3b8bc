package main

import (
	"fmt"
	"os"
	"strings"
)

func main() {
	html := strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#39;")
	fmt.Println(html.Replace(`<a href="x?a=1&b='2'">Tom & Jerry</a>`))

	// Earlier pairs win when several match at the same position.
	r := strings.NewReplacer("a", "1", "aa", "2", "aaa", "3")
	fmt.Println(r.Replace("aaaa"))
	r = strings.NewReplacer("aaa", "3", "aa", "2", "a", "1")
	fmt.Println(r.Replace("aaaa"))

	// Empty old string matches at every position.
	r = strings.NewReplacer("", "-")
	fmt.Println(r.Replace("abc"))
	r = strings.NewReplacer("", "X", "b", "B")
	fmt.Println(r.Replace("abc"))

	// Byte replacer and a replacer that does nothing.
	r = strings.NewReplacer("a", "A", "b", "B")
	fmt.Println(r.Replace("abcabc"))
	r = strings.NewReplacer()
	fmt.Printf("%q\n", r.Replace("same"))

	// Unicode.
	r = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss")
	fmt.Println(r.Replace("Größe über Äpfel"))

	// WriteString to a writer.
	n, err := strings.NewReplacer("\t", "    ", "\r\n", "\n").WriteString(os.Stdout, "col1\tcol2\r\nx\ty\r\n")
	fmt.Println(n, err)

	// Generic template substitution.
	vars := map[string]string{"name": "gopher", "lang": "Go", "n": "3"}
	var pairs []string
	for _, k := range []string{"name", "lang", "n"} {
		pairs = append(pairs, "{{"+k+"}}", vars[k])
	}
	t := strings.NewReplacer(pairs...)
	fmt.Println(t.Replace("Hi {{name}}, you have {{n}} new {{lang}} tips. {{unknown}} {{name"))

	defer func() { fmt.Println("recovered:", recover()) }()
	strings.NewReplacer("odd")
}

// Output:
// &lt;a href=&quot;x?a=1&amp;b=&#39;2&#39;&quot;&gt;Tom &amp; Jerry&lt;/a&gt;
// 1111
// 31
// -a-b-c-
// XaXBXcX
// ABcABc
// "same"
// Groesse ueber Äpfel
// col1    col2
// x    y
// 20 <nil>
// Hi gopher, you have 3 new Go tips. {{unknown}} {{name
// recovered: strings.NewReplacer: odd argument count
