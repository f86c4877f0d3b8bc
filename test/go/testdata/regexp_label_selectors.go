package main

import (
	"fmt"
	"regexp"
	"strings"
)

var dns1123 = regexp.MustCompile(`^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$`)
var selector = regexp.MustCompile(`(?P<key>[\w./-]+)\s*(?P<op>==|!=|=|\bin\b|\bnotin\b)\s*(?P<val>\([^)]*\)|[\w.-]*)`)

func main() {
	for _, n := range []string{"web", "Web", "my-app.example.com", "-bad", "a..b", "x", ""} {
		fmt.Printf("%-20q %v\n", n, dns1123.MatchString(n))
	}
	in := "app=web, tier != frontend,env in (prod,staging), k8s.io/name==x"
	fmt.Println(selector.SubexpNames(), selector.NumSubexp(), selector.SubexpIndex("op"))
	for _, m := range selector.FindAllStringSubmatch(in, -1) {
		fmt.Printf("%q\n", m)
	}
	fmt.Println(selector.FindAllStringSubmatchIndex(in, 2))
	fmt.Println(selector.ReplaceAllString(in, "${key}:${op}:$val;"))
	fmt.Println(selector.ReplaceAllString(in, "$1x"))
	fmt.Println(regexp.MustCompile(`a(x*)b`).ReplaceAllLiteralString("-ab-axxb-", "$1"))
	fmt.Println(regexp.MustCompile(`\d+`).ReplaceAllStringFunc("v1.22.3", func(s string) string { return "<" + s + ">" }))
	re := regexp.MustCompile(`(\w+)@(\w+)\.com`)
	tmpl := []byte{}
	for _, sm := range re.FindAllSubmatchIndex([]byte("bob@ex.com; amy@corp.com"), -1) {
		tmpl = re.Expand(tmpl, []byte("$2/$1 "), []byte("bob@ex.com; amy@corp.com"), sm)
	}
	fmt.Println(string(tmpl))
	fmt.Printf("%q\n", regexp.MustCompile(`\s*,\s*`).Split("a , b,c ,, d", -1))
	fmt.Printf("%q\n", regexp.MustCompile(`x*`).Split("axbxxc", -1))
	fmt.Printf("%q\n", regexp.MustCompile(``).FindAllString("abc", -1))
	fmt.Println(regexp.QuoteMeta("a.b*c[d]$"), regexp.MustCompile(`(?i)HeLLo`).FindString("say hello"))
	fmt.Println(regexp.MustCompile(`a+?`).FindString("aaa"), regexp.MustCompile(`(a|ab)(c|bcd)(d*)`).FindStringSubmatch("abcd"))
	lp := regexp.MustCompilePOSIX(`(a|ab)(c|bcd)(d*)`)
	fmt.Println(lp.FindStringSubmatch("abcd"), lp.String())
	var back regexp.Regexp
	txt, _ := lp.MarshalText()
	fmt.Println(back.UnmarshalText(txt), back.MatchString("ab"), string(txt))
	fmt.Println(back.UnmarshalText([]byte("a(")))
	fmt.Println(regexp.MustCompile(`(?m)^\s*#.*$`).ReplaceAllString("a\n  # c\nb", ""))
	for _, bad := range []string{`a(b`, `a)b`, `[z-a]`, `*a`, `a{2,1}`, `\8`, `(?P<n>a)(?P<n>b)`, `a**`, `x{1001}`, `[[:foo:]]`, `(?<name>x)`} {
		_, err := regexp.Compile(bad)
		fmt.Println(err)
	}
	fmt.Println(strings.Repeat("=", 10))
	defer func() { fmt.Println("recovered:", recover()) }()
	regexp.MustCompile(`(unclosed`)
}

// Output:
// "web"                true
// "Web"                false
// "my-app.example.com" true
// "-bad"               false
// "a..b"               false
// "x"                  true
// ""                   false
// [ key op val] 3 2
// ["app=web" "app" "=" "web"]
// ["tier != frontend" "tier" "!=" "frontend"]
// ["env in (prod,staging)" "env" "in" "(prod,staging)"]
// ["k8s.io/name==x" "k8s.io/name" "==" "x"]
// [[0 7 0 3 3 4 4 7] [9 25 9 13 14 16 17 25]]
// app:=:web;, tier:!=:frontend;,env:in:(prod,staging);, k8s.io/name:==:x;
// , ,, 
// -$1-$1-
// v<1>.<22>.<3>
// ex/bob corp/amy 
// ["a" "b" "c" "" "d"]
// ["a" "b" "c"]
// ["" "" "" ""]
// a\.b\*c\[d\]\$ hello
// a [abcd a bcd ]
// [abcd a bcd ] (a|ab)(c|bcd)(d*)
// <nil> false (a|ab)(c|bcd)(d*)
// error parsing regexp: missing closing ): `a(`
// a
//
// b
// error parsing regexp: missing closing ): `a(b`
// error parsing regexp: unexpected ): `a)b`
// error parsing regexp: invalid character class range: `z-a`
// error parsing regexp: missing argument to repetition operator: `*`
// error parsing regexp: invalid repeat count: `{2,1}`
// error parsing regexp: invalid escape sequence: `\8`
// <nil>
// error parsing regexp: invalid nested repetition operator: `**`
// error parsing regexp: invalid repeat count: `{1001}`
// error parsing regexp: invalid character class range: `[:foo:]`
// <nil>
// ==========
// recovered: regexp: Compile(`(unclosed`): error parsing regexp: missing closing ): `(unclosed`
