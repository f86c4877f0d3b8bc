package main

import (
	"fmt"
	"regexp"
	"strings"
)

func main() {
	logRe := regexp.MustCompile(`^(?P<ts>\d{4}-\d\d-\d\d) (?P<level>[A-Z]+)\s+\[(?P<comp>[\w-]+)\] (?P<msg>.*)$`)
	lines := []string{
		"2024-05-01 INFO  [controller] reconciled default/web in 12ms",
		"2024-05-01 ERROR [webhook] denied: replicas must be >= 1",
		"garbage line",
		"2024-05-02 WARN [cache-sync] slow sync 3.2s",
	}
	for _, l := range lines {
		m := logRe.FindStringSubmatch(l)
		if m == nil {
			fmt.Printf("no match: %q\n", l)
			continue
		}
		fields := map[string]string{}
		for i, n := range logRe.SubexpNames() {
			if n != "" {
				fields[n] = m[i]
			}
		}
		fmt.Println(fields)
	}
	fmt.Println(logRe.NumSubexp(), logRe.SubexpIndex("level"), logRe.SubexpIndex("nope"))
	durRe := regexp.MustCompile(`(\d+(?:\.\d+)?)(ms|s)`)
	text := "took 12ms, then 3.2s, then 450ms"
	fmt.Println(durRe.FindAllString(text, -1), durRe.FindAllStringSubmatchIndex(text, 2))
	fmt.Println(durRe.ReplaceAllString(text, "<$2:$1>"), durRe.ReplaceAllString(text, "${1}x"), durRe.ReplaceAllLiteralString(text, "$1"))
	fmt.Println(durRe.ReplaceAllStringFunc(text, strings.ToUpper))
	fmt.Println(regexp.MustCompile(`a+?`).FindString("aaa"), regexp.MustCompile(`(?i)kube`).MatchString("KUBECTL"))
	fmt.Printf("%q\n", regexp.MustCompile(`\s*,\s*`).Split("a , b,c ,, d", -1))
	fmt.Println(regexp.QuoteMeta("1.5*[x]"), regexp.MustCompile(`^[a-z0-9]([-a-z0-9]*[a-z0-9])?$`).MatchString("my-app-1"))
	for _, bad := range []string{`(unclosed`, `a**`, `[z-a]`, `\p{Foo}`, `(?P<n>a)(?P<n>b)`} {
		_, err := regexp.Compile(bad)
		fmt.Println(err)
	}
	re := regexp.MustCompile(`(\w+)@(\w+)\.com`)
	fmt.Println(string(re.Expand(nil, []byte("$2/$1"), []byte("bob@example.com"), re.FindSubmatchIndex([]byte("bob@example.com")))))
	fmt.Println(re.String(), re.NumSubexp())
	defer func() { fmt.Println("recovered:", recover()) }()
	regexp.MustCompile(`(`)
}

// Output:
// map[comp:controller level:INFO msg:reconciled default/web in 12ms ts:2024-05-01]
// map[comp:webhook level:ERROR msg:denied: replicas must be >= 1 ts:2024-05-01]
// no match: "garbage line"
// map[comp:cache-sync level:WARN msg:slow sync 3.2s ts:2024-05-02]
// 4 2 -1
// [12ms 3.2s 450ms] [[5 9 5 7 7 9] [16 20 16 19 19 20]]
// took <ms:12>, then <s:3.2>, then <ms:450> took 12x, then 3.2x, then 450x took $1, then $1, then $1
// took 12MS, then 3.2S, then 450MS
// a true
// ["a" "b" "c" "" "d"]
// 1\.5\*\[x\] true
// error parsing regexp: missing closing ): `(unclosed`
// error parsing regexp: invalid nested repetition operator: `**`
// error parsing regexp: invalid character class range: `z-a`
// error parsing regexp: invalid character class range: `\p{Foo}`
// <nil>
// example/bob
// (\w+)@(\w+)\.com 2
// recovered: regexp: Compile(`(`): error parsing regexp: missing closing ): `(`
