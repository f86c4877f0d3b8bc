package main

import (
	"bufio"
	"fmt"
	"regexp"
	"strings"
)

func main() {
	for _, p := range []string{`abc`, `abc+`, `abc.*`, `^abc`, `(abc)d`, `a|b`, `\$\d+`, `(?i)abc`, `k8s\.io/[a-z]+`, ``, `x*`, `hello\b`} {
		re := regexp.MustCompile(p)
		prefix, complete := re.LiteralPrefix()
		fmt.Printf("%-16q prefix=%q complete=%v\n", p, prefix, complete)
	}
	re := regexp.MustCompile(`v(\d+)\.(\d+)`)
	fmt.Println(re.MatchReader(strings.NewReader("image: nginx:v1.25")))
	fmt.Println(re.FindReaderIndex(strings.NewReader("image: nginx:v1.25 and v2.0")))
	fmt.Println(re.FindReaderSubmatchIndex(strings.NewReader("xx v10.3")))
	fmt.Println(re.FindReaderIndex(strings.NewReader("none")))
	fmt.Println(re.FindReaderSubmatchIndex(strings.NewReader("none")) == nil)
	ok, err := regexp.MatchReader(`^\s*#`, bufio.NewReader(strings.NewReader("  # comment")))
	fmt.Println(ok, err)
	_, err = regexp.MatchReader(`(`, strings.NewReader(""))
	fmt.Println(err)
	fmt.Println(regexp.MustCompile(`é+`).FindReaderIndex(strings.NewReader("caféé!")))
	fmt.Println(re.NumSubexp(), re.SubexpNames(), re.String())
}

// Output:
// "abc"            prefix="abc" complete=true
// "abc+"           prefix="abc" complete=false
// "abc.*"          prefix="abc" complete=false
// "^abc"           prefix="" complete=false
// "(abc)d"         prefix="abcd" complete=true
// "a|b"            prefix="" complete=false
// "\\$\\d+"        prefix="$" complete=false
// "(?i)abc"        prefix="" complete=false
// "k8s\\.io/[a-z]+" prefix="k8s.io/" complete=false
// ""               prefix="" complete=true
// "x*"             prefix="" complete=false
// "hello\\b"       prefix="hello" complete=false
// true
// [13 18]
// [3 8 4 6 7 8]
// []
// true
// true <nil>
// error parsing regexp: missing closing ): `(`
// [3 7]
// 2 [  ] v(\d+)\.(\d+)
