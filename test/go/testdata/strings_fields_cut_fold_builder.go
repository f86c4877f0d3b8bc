package main

import (
	"bytes"
	"fmt"
	"strings"
	"unicode"
)

func parseKV(line string) (map[string]string, []string) {
	out := map[string]string{}
	var bad []string
	for _, field := range strings.FieldsFunc(line, func(r rune) bool { return r == ';' || r == ',' || unicode.IsSpace(r) }) {
		k, v, ok := strings.Cut(field, "=")
		if !ok {
			bad = append(bad, field)
			continue
		}
		out[strings.ToLower(k)] = v
	}
	return out, bad
}

func main() {
	m, bad := parseKV(" Host=example.com; port=8080,,debug  TLS=on ; =empty;x=")
	fmt.Println(m, bad, len(m))

	for _, s := range []string{"  leading and   trailing  ", "", "   ", "one", "tab\tnew\nline\u00a0nbsp\u2003em"} {
		f := strings.Fields(s)
		fmt.Printf("%q -> %q (%d)\n", s, f, len(f))
	}
	for _, p := range [][2]string{{"Go", "GO"}, {"straße", "STRASSE"}, {"Σ", "ς"}, {"k", "\u212a"}, {"ß", "ẞ"}, {"", ""}} {
		fmt.Println(p[0], p[1], strings.EqualFold(p[0], p[1]))
	}
	url := "https://user@example.com:8443/path?q=1"
	rest, found := strings.CutPrefix(url, "https://")
	fmt.Println(rest, found)
	_, found = strings.CutPrefix(url, "http://x")
	host, _, _ := strings.Cut(rest, "/")
	fmt.Println(found, host)
	name, ok := strings.CutSuffix("report.tar.gz", ".gz")
	fmt.Println(name, ok)
	before, after, ok := strings.Cut("no-separator", ":")
	fmt.Printf("%q %q %t\n", before, after, ok)

	var b strings.Builder
	fmt.Println(b.Len(), b.Cap(), b.String() == "")
	b.Grow(32)
	fmt.Println(b.Len(), b.Cap() >= 32)
	for i := 0; i < 3; i++ {
		fmt.Fprintf(&b, "[%d]", i)
		b.WriteByte(' ')
	}
	b.WriteRune('→')
	n, err := b.WriteString(" end")
	fmt.Println(b.String(), b.Len(), n, err)
	b.Reset()
	fmt.Printf("%q %d\n", b.String(), b.Len())

	fmt.Println(strings.Title("hello wide world"), strings.ToTitle("ǆx"), strings.ToUpper("ǆx"))
	fmt.Println(strings.Repeat("=-", 5), strings.Count("cheese", "e"), strings.Count("five", ""))
	fmt.Println(strings.LastIndex("go gopher", "go"), strings.IndexAny("golang", "xyzn"), strings.IndexByte("abc", 'c'), strings.IndexRune("chicken", 'k'))
	fmt.Println(strings.SplitN("a,b,c,d", ",", 2), strings.SplitAfter("a,b,c", ","), len(strings.Split("", ",")), strings.Split("abc", ""))
	fmt.Println(strings.TrimFunc("123abc456", unicode.IsDigit), strings.TrimLeft("xxhixx", "x"), strings.TrimPrefix("xxhi", "x"), strings.Trim(" \t hi \n", " \t\n"))
	fmt.Println(strings.Map(func(r rune) rune {
		if unicode.IsPunct(r) {
			return -1
		}
		return unicode.ToUpper(r)
	}, "hello, world! it's ok."))
	r := strings.NewReplacer("<", "&lt;", ">", "&gt;", "&", "&amp;")
	fmt.Println(r.Replace("<a href=\"x&y\">"))
	fmt.Println(strings.ContainsAny("hello", ""), strings.ContainsRune("abc", 'b'), strings.HasSuffix("x.go", ".go"), strings.ContainsFunc("abc1", unicode.IsDigit))

	var buf bytes.Buffer
	buf.WriteString("line one\nline two\nthree")
	line, err := buf.ReadString('\n')
	fmt.Printf("%q %v %d\n", line, err, buf.Len())
	bl, err := buf.ReadBytes('\n')
	fmt.Printf("%q %v\n", bl, err)
	rest2, err := buf.ReadString('\n')
	fmt.Printf("%q %v %d\n", rest2, err, buf.Len())
	buf.Write([]byte{'a', 'b', 'c'})
	c, _ := buf.ReadByte()
	buf.UnreadByte()
	nx := buf.Next(2)
	fmt.Println(string(c), string(nx), buf.String())
	buf.Truncate(0)
	fmt.Fprintf(&buf, "%05.1f|%x", 3.14159, "hi")
	fmt.Println(buf.String(), bytes.Fields([]byte(" a b  c ")), bytes.EqualFold([]byte("Go"), []byte("gO")))
	fmt.Println(bytes.Title([]byte("abc def")), string(bytes.ToUpper([]byte("xyz"))), bytes.Count([]byte("aaa"), []byte("a")))
	before2, after2, found2 := bytes.Cut([]byte("k=v=w"), []byte("="))
	fmt.Printf("%s %s %t\n", before2, after2, found2)
}

// Output:
// map[:empty host:example.com port:8080 tls:on x:] [debug] 5
// "  leading and   trailing  " -> ["leading" "and" "trailing"] (3)
// "" -> [] (0)
// "   " -> [] (0)
// "one" -> ["one"] (1)
// "tab\tnew\nline\u00a0nbsp\u2003em" -> ["tab" "new" "line" "nbsp" "em"] (5)
// Go GO true
// straße STRASSE false
// Σ ς true
// k K true
// ß ẞ true
//   true
// user@example.com:8443/path?q=1 true
// false user@example.com:8443
// report.tar true
// "no-separator" "" false
// 0 0 true
// 0 true
// [0] [1] [2] → end 19 4 <nil>
// "" 0
// Hello Wide World ǅX ǄX
// =-=-=-=-=- 3 5
// 3 4 2 4
// [a b,c,d] [a, b, c] 1 [a b c]
// abc hixx xhi hi
// HELLO WORLD ITS OK
// &lt;a href="x&amp;y"&gt;
// false true true true
// "line one\n" <nil> 14
// "line two\n" <nil>
// "three" EOF 0
// a ab c
// 003.1|6869 [[97] [98] [99]] true
// [65 98 99 32 68 101 102] XYZ 3
// k v=w true
