package main

import (
	"fmt"
	"regexp"
)

func main() {
	text := "a\nb\nB5 _é\nab abab"
	for _, p := range []string{`^b$`, `[^a]`, `[^a ]+`, `\d`, `\s`, `\w`, `\b`, `\pL`, `\p{Greek}`, `a*?`, `(ab)+?`, `a{1,2}?`, `(?:a)`, `(?i)a`, `(?P<n>a)`, `\Qa\E`, `\A`, `\z`, `\C`, `[\d]`, `[[:alpha:]]+`, `[[:digit:][:upper:]]`, `\x41|\x{42}`, `\.`, `a{2}`, `\n`, `^.*$`, `(a|ab)(b*)`} {
		re, err := regexp.CompilePOSIX(p)
		if err != nil {
			fmt.Println(p, err)
			continue
		}
		fmt.Printf("%-22s %q %v\n", p, re.FindAllString(text, -1), re.FindStringSubmatchIndex("xabab"))
	}
	defer func() { fmt.Println("recovered:", recover()) }()
	regexp.MustCompilePOSIX(`^(\w+)`)
}

// Output:
// ^b$                    ["b"] []
// [^a]                   ["b" "B" "5" " " "_" "é" "b" " " "b" "b"] [0 1]
// [^a ]+                 ["b" "B5" "_é" "b" "b" "b"] [0 1]
// \d error parsing regexp: invalid escape sequence: `\d`
// \s error parsing regexp: invalid escape sequence: `\s`
// \w error parsing regexp: invalid escape sequence: `\w`
// \b error parsing regexp: invalid escape sequence: `\b`
// \pL error parsing regexp: invalid escape sequence: `\p`
// \p{Greek} error parsing regexp: invalid escape sequence: `\p`
// a*?                    ["a" "" "" "" "" "" "" "" "" "a" "" "a" "a" ""] [0 0]
// (ab)+?                 ["" "" "" "" "" "" "" "" "" "" "ab" "abab"] [0 0 -1 -1]
// a{1,2}?                ["a" "" "" "" "" "" "" "" "" "a" "" "a" "a" ""] [0 0]
// (?:a) error parsing regexp: missing argument to repetition operator: `?`
// (?i)a error parsing regexp: missing argument to repetition operator: `?`
// (?P<n>a) error parsing regexp: missing argument to repetition operator: `?`
// \Qa\E error parsing regexp: invalid escape sequence: `\Q`
// \A error parsing regexp: invalid escape sequence: `\A`
// \z error parsing regexp: invalid escape sequence: `\z`
// \C error parsing regexp: invalid escape sequence: `\C`
// [\d] error parsing regexp: invalid escape sequence: `\d`
// [[:alpha:]]+           ["a" "b" "B" "ab" "abab"] [0 5]
// [[:digit:][:upper:]]   ["B" "5"] []
// \x41|\x{42}            ["B"] []
// \.                     [] []
// a{2}                   [] []
// \n                     ["\n" "\n" "\n"] []
// ^.*$                   ["a" "b" "B5 _é" "ab abab"] [0 5]
// (a|ab)(b*)             ["a" "ab" "ab" "ab"] [1 3 1 2 2 3]
// recovered: regexp: CompilePOSIX(`^(\w+)`): error parsing regexp: invalid escape sequence: `\w`
