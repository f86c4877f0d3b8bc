package main

import (
	"fmt"
	"regexp"
	"strings"
)

func main() {
	dns := regexp.MustCompile(`^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$`)
	for _, s := range []string{"web-0", "Web", "-bad", "a.b-c.d", "ok.", strings.Repeat("a", 5)} {
		fmt.Println(s, dns.MatchString(s))
	}
	img := regexp.MustCompile(`^(?:(?P<registry>[a-z0-9.-]+(?::\d+)?)/)?(?P<repo>[a-z0-9/_-]+)(?::(?P<tag>[\w.-]+))?(?:@(?P<digest>sha256:[a-f0-9]{6,}))?$`)
	for _, s := range []string{"nginx", "nginx:1.25", "ghcr.io/org/app:v1.2.3", "localhost:5000/app@sha256:abcdef12", "UPPER:tag"} {
		m := img.FindStringSubmatch(s)
		if m == nil {
			fmt.Println(s, "no match")
			continue
		}
		parts := []string{}
		for i, name := range img.SubexpNames() {
			if name != "" {
				parts = append(parts, fmt.Sprintf("%s=%q", name, m[i]))
			}
		}
		fmt.Println(s, strings.Join(parts, " "))
	}
	fmt.Println(img.SubexpIndex("tag"), img.NumSubexp())
	re := regexp.MustCompile(`(\w+)=(\d+)`)
	in := "cpu=500 mem=128 gpu=x disk=10"
	fmt.Println(re.FindAllString(in, -1), re.FindAllStringIndex(in, 2))
	fmt.Println(re.ReplaceAllString(in, "$2:$1"), re.ReplaceAllString(in, "${1}x"), re.ReplaceAllLiteralString(in, "$1"))
	fmt.Println(re.ReplaceAllStringFunc(in, strings.ToUpper))
	fmt.Printf("%q\n", re.FindAllStringSubmatch(in, -1))
	fmt.Printf("%q\n", regexp.MustCompile(`,\s*`).Split("a, b,c ,  d", -1))
	fmt.Printf("%q\n", regexp.MustCompile(`x*`).Split("axbxxc", -1))
	fmt.Println(regexp.MustCompile(`a+?`).FindString("aaa"), regexp.MustCompile(`(?i)hello`).MatchString("HeLLo"), regexp.MustCompile(`(?s)a.b`).MatchString("a\nb"), regexp.MustCompile(`^\d+$`).MatchString("12\n"))
	fmt.Println(regexp.QuoteMeta("a.b*c[d]"), regexp.MustCompile(`\bgo\b`).FindAllStringIndex("go gopher go", -1))
	tmpl := re.ExpandString(nil, "$2-$1;", in, re.FindStringSubmatchIndex(in))
	fmt.Println(string(tmpl))
	for _, bad := range []string{`a(b`, `a)b`, `[z-a]`, `*a`, `a{2,1}`, `\p{Foo}`, `(?P<n>a)(?P<n>b)`, `a**`, `x{1001}`, `\8`} {
		_, err := regexp.Compile(bad)
		fmt.Println(err)
	}
	defer func() { fmt.Println("recovered:", recover()) }()
	regexp.MustCompile(`(unclosed`)
}

// Output:
// web-0 true
// Web false
// -bad false
// a.b-c.d true
// ok. false
// aaaaa true
// nginx registry="" repo="nginx" tag="" digest=""
// nginx:1.25 registry="" repo="nginx" tag="1.25" digest=""
// ghcr.io/org/app:v1.2.3 registry="ghcr.io" repo="org/app" tag="v1.2.3" digest=""
// localhost:5000/app@sha256:abcdef12 registry="localhost:5000" repo="app" tag="" digest="sha256:abcdef12"
// UPPER:tag no match
// 3 4
// [cpu=500 mem=128 disk=10] [[0 7] [8 15]]
// 500:cpu 128:mem gpu=x 10:disk cpux memx gpu=x diskx $1 $1 gpu=x $1
// CPU=500 MEM=128 gpu=x DISK=10
// [["cpu=500" "cpu" "500"] ["mem=128" "mem" "128"] ["disk=10" "disk" "10"]]
// ["a" "b" "c " "d"]
// ["a" "b" "c"]
// a true true false
// a\.b\*c\[d\] [[0 2] [10 12]]
// 500-cpu;
// error parsing regexp: missing closing ): `a(b`
// error parsing regexp: unexpected ): `a)b`
// error parsing regexp: invalid character class range: `z-a`
// error parsing regexp: missing argument to repetition operator: `*`
// error parsing regexp: invalid repeat count: `{2,1}`
// error parsing regexp: invalid character class range: `\p{Foo}`
// <nil>
// error parsing regexp: invalid nested repetition operator: `**`
// error parsing regexp: invalid repeat count: `{1001}`
// error parsing regexp: invalid escape sequence: `\8`
// recovered: regexp: Compile(`(unclosed`): error parsing regexp: missing closing ): `(unclosed`
