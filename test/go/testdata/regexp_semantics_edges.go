package main

import (
	"fmt"
	"regexp"
)

func main() {
	cases := []struct{ re, s string }{
		{`(a*)+`, "b"},
		{`(a|ab)(c|bcd)(d*)`, "abcd"},
		{`(a+)(b)?`, "aaa"},
		{`(a)|b`, "b"},
		{`x*`, "xxy"},
		{`\bfoo\b`, "a foo b"},
		{`(?i)straße`, "STRASSE"},
		{`(?i)k`, "\u212a"},
		{`[[:alpha:]]+`, "abc123"},
		{`\pL+`, "héllo wörld"},
		{`\p{Greek}+`, "abc αβγ"},
		{`(?U)a+`, "aaa"},
		{`a+?b`, "aaab"},
		{`\Qa.b\E+`, "a.bbb"},
		{`(?s).+`, "a\nb"},
		{`^$`, ""},
		{`(?m)^b$`, "a\nb\nc"},
		{`\z`, "abc"},
		{`\A.`, "xy"},
		{`.`, "\xff"},
		{`[^a]`, "\xe2\x82"},
		{`(?P<first>\w+)\s(?<second>\w+)`, "hello world"},
		{`a{2,}`, "aaaa"},
		{`a{,2}`, "a{,2}"},
		{`[a-c-e]`, "-"},
		{`\x{263a}`, "☺"},
		{`[\d\s]+`, " 12 3x"},
		{`\D\W\S`, "a!b"},
	}
	for _, c := range cases {
		re, err := regexp.Compile(c.re)
		if err != nil {
			fmt.Println(c.re, "error:", err)
			continue
		}
		fmt.Printf("%-32s %q %q %v\n", c.re, re.FindString(c.s), re.FindStringSubmatch(c.s), re.FindAllStringSubmatchIndex(c.s, -1))
	}
	fmt.Println(regexp.MustCompile(`a|ab|abc`).FindString("abcd"))
	fmt.Println(regexp.MustCompile(`(?i)[j-l]+`).FindString("xJ\u212aKl"), regexp.MustCompile(`(?i)[^k]+`).FindString("\u212aab"), regexp.MustCompile(`(?i)\Qσ.\E+`).FindString("Σ..ς"))
	posix := regexp.MustCompilePOSIX(`(a|ab)(c|bcd)(d*)`)
	fmt.Printf("%q\n", posix.FindStringSubmatch("abcd"))
	fmt.Println(regexp.MustCompile(`a*`).ReplaceAllString("baaac", "X"))
	fmt.Println(regexp.MustCompile(`(a*)`).ReplaceAllString("baaac", "<$1>"))
	fmt.Printf("%q\n", regexp.MustCompile(``).FindAllString("abc", -1))
	fmt.Printf("%q\n", regexp.MustCompile(`a*?`).FindAllString("aa", -1))
	fmt.Println(regexp.MustCompile(`(?i)ΣΑΣ`).MatchString("σας"), regexp.MustCompile(`[[:^digit:]]+`).FindString("12ab3"))
	fmt.Println(regexp.MustCompile(`(\w+)@(\w+)\.com`).ReplaceAllString("bob@example.com ann@test.com", "${2}:$1x $1"))
}

// Output:
// (a*)+                            "" ["" ""] [[0 0 0 0] [1 1 1 1]]
// (a|ab)(c|bcd)(d*)                "abcd" ["abcd" "a" "bcd" ""] [[0 4 0 1 1 4 4 4]]
// (a+)(b)?                         "aaa" ["aaa" "aaa" ""] [[0 3 0 3 -1 -1]]
// (a)|b                            "b" ["b" ""] [[0 1 -1 -1]]
// x*                               "xx" ["xx"] [[0 2] [3 3]]
// \bfoo\b                          "foo" ["foo"] [[2 5]]
// (?i)straße                       "" [] []
// (?i)k                            "K" ["K"] [[0 3]]
// [[:alpha:]]+                     "abc" ["abc"] [[0 3]]
// \pL+                             "héllo" ["héllo"] [[0 6] [7 13]]
// \p{Greek}+                       "αβγ" ["αβγ"] [[4 10]]
// (?U)a+                           "a" ["a"] [[0 1] [1 2] [2 3]]
// a+?b                             "aaab" ["aaab"] [[0 4]]
// \Qa.b\E+                         "a.bbb" ["a.bbb"] [[0 5]]
// (?s).+                           "a\nb" ["a\nb"] [[0 3]]
// ^$                               "" [""] [[0 0]]
// (?m)^b$                          "b" ["b"] [[2 3]]
// \z                               "" [""] [[3 3]]
// \A.                              "x" ["x"] [[0 1]]
// .                                "\xff" ["\xff"] [[0 1]]
// [^a]                             "\xe2" ["\xe2"] [[0 1] [1 2]]
// (?P<first>\w+)\s(?<second>\w+)   "hello world" ["hello world" "hello" "world"] [[0 11 0 5 6 11]]
// a{2,}                            "aaaa" ["aaaa"] [[0 4]]
// a{,2}                            "a{,2}" ["a{,2}"] [[0 5]]
// [a-c-e]                          "-" ["-"] [[0 1]]
// \x{263a}                         "☺" ["☺"] [[0 3]]
// [\d\s]+                          " 12 3" [" 12 3"] [[0 5]]
// \D\W\S                           "a!b" ["a!b"] [[0 3]]
// a
// JKKl ab Σ..
// ["abcd" "a" "bcd" ""]
// XbXcX
// <>b<aaa>c<>
// ["" "" "" ""]
// ["" "" ""]
// true ab
// example: bob test: ann
