package main

import (
	"fmt"
	"regexp"
	"strings"
)

var dns1123 = regexp.MustCompile(`^[a-z0-9]([-a-z0-9]*[a-z0-9])?$`)

func main() {
	for _, n := range []string{"web", "Web", "web-1", "-web", "a", ""} {
		fmt.Printf("%q %v\n", n, dns1123.MatchString(n))
	}
	re := regexp.MustCompile(`(\w+)=(\d+)`)
	s := "a=1, bb=22, c=x, ddd=333"
	fmt.Println(re.FindString(s), re.FindStringIndex(s))
	fmt.Println(re.FindAllString(s, -1), re.FindAllString(s, 2))
	fmt.Printf("%q\n", re.FindStringSubmatch(s))
	for _, m := range re.FindAllStringSubmatch(s, -1) {
		fmt.Print(m[1], "->", m[2], "; ")
	}
	fmt.Println()
	fmt.Println(re.ReplaceAllString(s, "$2:$1"), re.ReplaceAllString(s, "${1}x"))
	fmt.Println(re.ReplaceAllStringFunc(s, strings.ToUpper))
	fmt.Println(re.NumSubexp(), re.String())
	named := regexp.MustCompile(`(?P<year>\d{4})-(?P<month>\d{2})`)
	m := named.FindStringSubmatch("date: 2024-03")
	for i, n := range named.SubexpNames() {
		if n != "" {
			fmt.Println(n, m[i], named.SubexpIndex(n))
		}
	}
	fmt.Printf("%q\n", regexp.MustCompile(`\s*,\s*`).Split("a , b,c ,  d", -1))
	fmt.Println(regexp.QuoteMeta("1.5+2*[x]"))
	_, err := regexp.Compile(`a(b`)
	fmt.Println(err)
	_, err = regexp.Compile(`*a`)
	fmt.Println(err)
	ci := regexp.MustCompile(`(?i)hello`)
	fmt.Println(ci.MatchString("HeLLo world"), ci.FindStringIndex("say HELLO"))
	ml := regexp.MustCompile(`(?m)^(\w+):`)
	fmt.Printf("%q\n", ml.FindAllStringSubmatch("key: v\nother: w\n x: no", -1))
	greedy := regexp.MustCompile(`<.+>`)
	lazy := regexp.MustCompile(`<.+?>`)
	fmt.Println(greedy.FindString("<a><b>"), lazy.FindString("<a><b>"))
	b := regexp.MustCompile(`[^a-z]+`).ReplaceAll([]byte("Hello World 42"), []byte("_"))
	fmt.Println(string(b))
	fmt.Println(regexp.MustCompile(`a|ab`).FindString("ab"), regexp.MustCompile(`\bgo\b`).FindAllStringIndex("go gopher go", -1))
	ok, err := regexp.MatchString(`^\d+$`, "12345")
	fmt.Println(ok, err)
	fmt.Println(regexp.MustCompile(`(a)(x)?`).FindStringSubmatchIndex("ab"))
	fmt.Println(regexp.MustCompile(`.`).FindAllString("héllo", -1), regexp.MustCompile(`\p{Greek}+`).FindString("abc αβγ"))
	fmt.Println(regexp.MustCompile(`(\w+)@(\w+)\.com`).ReplaceAllString("bob@example.com", "$2 at $1 [$0] $3 $$"))
}

// Output:
// "web" true
// "Web" false
// "web-1" true
// "-web" false
// "a" true
// "" false
// a=1 [0 3]
// [a=1 bb=22 ddd=333] [a=1 bb=22]
// ["a=1" "a" "1"]
// a->1; bb->22; ddd->333; 
// 1:a, 22:bb, c=x, 333:ddd ax, bbx, c=x, dddx
// A=1, BB=22, c=x, DDD=333
// 2 (\w+)=(\d+)
// year 2024 1
// month 03 2
// ["a" "b" "c" "d"]
// 1\.5\+2\*\[x\]
// error parsing regexp: missing closing ): `a(b`
// error parsing regexp: missing argument to repetition operator: `*`
// true [4 9]
// [["key:" "key"] ["other:" "other"]]
// <a><b> <a>
// _ello_orld_
// a [[0 2] [10 12]]
// true <nil>
// [0 1 0 1 -1 -1]
// [h é l l o] αβγ
// example at bob [bob@example.com]  $
