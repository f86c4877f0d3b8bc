package main

import (
	"fmt"
	"strings"
	"unicode"
)

func parseKV(line string) (map[string]string, error) {
	out := map[string]string{}
	for _, part := range strings.FieldsFunc(line, func(r rune) bool { return r == ';' || unicode.IsSpace(r) }) {
		k, v, ok := strings.Cut(part, "=")
		if !ok {
			return nil, fmt.Errorf("bad pair %q", part)
		}
		out[strings.ToLower(k)] = v
	}
	return out, nil
}

func main() {
	m, err := parseKV("Host=db; port=5432  user=admin;")
	fmt.Println(m, err)
	_, err = parseKV("a=1 b")
	fmt.Println(err)

	var sb strings.Builder
	for i := 3; i > 0; i-- {
		fmt.Fprintf(&sb, "%d...", i)
	}
	sb.WriteString("liftoff")
	sb.WriteByte('!')
	sb.WriteRune('🚀')
	fmt.Println(sb.String(), sb.Len())

	fmt.Printf("%q\n", strings.Split("a,b,,c,", ","))
	fmt.Printf("%q\n", strings.SplitN("a,b,c,d", ",", 2))
	fmt.Printf("%q\n", strings.SplitAfter("a,b,c", ","))
	fmt.Printf("%q\n", strings.Fields("  lots   of\tspace\n "))
	fmt.Printf("%q %q\n", strings.Split("", ","), strings.Split("abc", ""))
	after, found := strings.CutPrefix("v1.2.3", "v")
	before, found2 := strings.CutSuffix("main.go", ".go")
	fmt.Println(after, found, before, found2)
	fmt.Println(strings.TrimLeft("xxhixx", "x"), strings.TrimPrefix("xxhixx", "x"), strings.Trim("  hi  ", " "), strings.TrimRight("a.b.c..", "."))
	fmt.Println(strings.Index("chicken", "ken"), strings.LastIndex("go gopher", "go"), strings.IndexAny("golang", "ny"), strings.IndexRune("chicken", 'k'))
	fmt.Println(strings.Count("cheese", "e"), strings.Count("five", ""), strings.Repeat("ab", 3), strings.Replace("oink oink oink", "k", "ky", 2))
	r := strings.NewReplacer("<", "&lt;", ">", "&gt;", "&", "&amp;")
	fmt.Println(r.Replace("<b>Tom & Jerry</b>"))
	fmt.Println(strings.ContainsAny("hello", "xyz"), strings.ContainsRune("hello", 'l'), strings.HasSuffix("file.txt", ".txt"))
	fmt.Println(strings.Compare("a", "b"), strings.ToTitle("go"), strings.ToUpper("straße"), strings.ToLower("ÀÉÎ"))
	words := strings.Fields("the quick brown fox")
	for i, w := range words {
		words[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	fmt.Println(strings.Join(words, " "))
	fmt.Println(strings.LastIndexByte("abcabc", 'b'), strings.IndexFunc("abc123", unicode.IsDigit), strings.TrimFunc("123abc456", unicode.IsDigit))
}

// Output:
// map[host:db port:5432 user:admin] <nil>
// bad pair "b"
// 3...2...1...liftoff!🚀 24
// ["a" "b" "" "c" ""]
// ["a" "b,c,d"]
// ["a," "b," "c"]
// ["lots" "of" "space"]
// [""] ["a" "b" "c"]
// 1.2.3 true main true
// hixx xhixx hi a.b.c
// 4 3 4 4
// 3 5 ababab oinky oinky oink
// &lt;b&gt;Tom &amp; Jerry&lt;/b&gt;
// false true true
// -1 GO STRAßE àéî
// The Quick Brown Fox
// 4 3 abc
