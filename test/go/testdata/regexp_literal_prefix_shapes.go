package main

import (
	"fmt"
	"regexp"
)

func main() {
	for _, p := range []string{
		`^abc$`, `^$`, `^a\.b$`, `^(abc)$`, `^(?:abc)d$`, `abc$`, `\Aabc\z`, `(?m)^abc$`,
		`abc|abd`, `foo|foobar`, `ab|cd`, `a{3}b`, `ab{2,}c`, `ab{0,2}`, `ab{1,3}`, `a{0}b`,
		`ab*`, `ab?c`, `ab+?`, `[a]bc`, `[^a]bc`, `[ab]c`, `(?i)1abc`, `x(?i)yz`, `(?i:a)bc`,
		`\x41\x{42}C`, `a\tb`, `\Qa.b\E+`, `a\d`, `a\bb`, `(?P<name>web)-\d+`, `(?s)a.b`,
		`deployment-[0-9a-f]{10}`, `^v\d+$`, `^release-1\.2\.`, `日本語`, `(a)(b)`, `(?:a|b)c`,
		`a\pL`, `k8s.io`, `apps/v1`, `\.\*\+\?`, `[.]x`, `(a|a)`,
	} {
		re := regexp.MustCompile(p)
		prefix, complete := re.LiteralPrefix()
		fmt.Printf("%-28q %q %v\n", p, prefix, complete)
	}
}

// Output:
// "^abc$"                      "abc" true
// "^$"                         "" false
// "^a\\.b$"                    "a.b" true
// "^(abc)$"                    "" false
// "^(?:abc)d$"                 "abcd" true
// "abc$"                       "abc" false
// "\\Aabc\\z"                  "abc" true
// "(?m)^abc$"                  "" false
// "abc|abd"                    "ab" false
// "foo|foobar"                 "foo" false
// "ab|cd"                      "" false
// "a{3}b"                      "aaab" true
// "ab{2,}c"                    "abb" false
// "ab{0,2}"                    "a" false
// "ab{1,3}"                    "ab" false
// "a{0}b"                      "b" true
// "ab*"                        "a" false
// "ab?c"                       "a" false
// "ab+?"                       "ab" false
// "[a]bc"                      "abc" true
// "[^a]bc"                     "" false
// "[ab]c"                      "" false
// "(?i)1abc"                   "1" false
// "x(?i)yz"                    "x" false
// "(?i:a)bc"                   "" false
// "\\x41\\x{42}C"              "ABC" true
// "a\\tb"                      "a\tb" true
// "\\Qa.b\\E+"                 "a.b" false
// "a\\d"                       "a" false
// "a\\bb"                      "a" false
// "(?P<name>web)-\\d+"         "web-" false
// "(?s)a.b"                    "a" false
// "deployment-[0-9a-f]{10}"    "deployment-" false
// "^v\\d+$"                    "v" false
// "^release-1\\.2\\."          "" false
// "日本語"                        "日本語" true
// "(a)(b)"                     "ab" true
// "(?:a|b)c"                   "" false
// "a\\pL"                      "a" false
// "k8s.io"                     "k8s" false
// "apps/v1"                    "apps/v1" true
// "\\.\\*\\+\\?"               ".*+?" true
// "[.]x"                       ".x" true
// "(a|a)"                      "a" true
