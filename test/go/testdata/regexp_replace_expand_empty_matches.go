package main

import (
	"fmt"
	"regexp"
	"strings"
)

func main() {
	re := regexp.MustCompile(`(?P<key>\w+)=(?P<val>\w*)`)
	in := "a=1 bb= ccc=333"
	for _, tmpl := range []string{"$key:$val", "${key}x", "$keyx", "$1$2", "$$1", "$3", "${val}-${nope}", "$", "${1"} {
		fmt.Printf("%-16q %q\n", tmpl, re.ReplaceAllString(in, tmpl))
	}
	fmt.Printf("%q\n", regexp.MustCompile(`a*`).ReplaceAllString("baaacaa", "-"))
	fmt.Printf("%q\n", regexp.MustCompile(`a*`).FindAllStringIndex("baaacaa", -1))
	fmt.Printf("%q\n", regexp.MustCompile(`\b`).ReplaceAllString("hi there", "|"))
	fmt.Printf("%q\n", regexp.MustCompile(`,?`).Split("a,b", -1))
	fmt.Printf("%q\n", regexp.MustCompile(`\s+`).Split("  a b  c ", 2))
	fmt.Printf("%q\n", regexp.MustCompile(`x`).Split("", -1))
	fmt.Printf("%q\n", regexp.MustCompile(`\d`).FindAllString("a1b22c333", 4))
	fmt.Printf("%q\n", regexp.MustCompile(`é+`).FindAllStringIndex("aéébé", -1))
	fmt.Printf("%q\n", regexp.MustCompile(`.`).FindAllString("a\xffb", -1))
	fmt.Println(regexp.MustCompile(`^abc`).LiteralPrefix())
	fmt.Println(regexp.MustCompile(`abc+`).LiteralPrefix())
	fmt.Println(regexp.MustCompile(`(?i)abc`).LiteralPrefix())
	r := regexp.MustCompile(`(\w)(\w)`)
	fmt.Println(r.String(), r.NumSubexp(), r.SubexpNames(), len(r.SubexpNames()))
	fmt.Println(regexp.MatchString(`^[a-z]+\[[0-9]+\]$`, "adam[23]"))
	fmt.Println(regexp.MatchString(`(`, "x"))
	fmt.Println(r.MatchReader(strings.NewReader("xy")), r.FindReaderIndex(strings.NewReader("  ab")))
	b := r.ReplaceAllFunc([]byte("abcd"), func(m []byte) []byte { return []byte(strings.ToUpper(string(m)) + ".") })
	fmt.Printf("%s\n", b)
	dst := r.Expand(nil, []byte("[$2$1]"), []byte("xy"), r.FindSubmatchIndex([]byte("xy")))
	fmt.Printf("%s\n", dst)
	fmt.Println(regexp.MustCompile(`a(b)?c`).FindStringSubmatchIndex("ac"), regexp.MustCompile(`a(b)?c`).FindStringSubmatch("ac") [1] == "")
	fmt.Printf("%q\n", regexp.MustCompile(`(a)|(b)`).FindAllStringSubmatch("ab", -1))
	fmt.Println(regexp.MustCompile(`[[:word:]]+`).FindString("héllo_1"), regexp.MustCompile(`\p{Lu}\P{Lu}+`).FindAllString("HelloWorldÉté", -1))
	fmt.Printf("%q\n", regexp.MustCompile(`(?m)^\s*#.*$`).ReplaceAllString("a\n  # c\nb # d\n#e", ""))
}

// Output:
// "$key:$val"      "a:1 bb: ccc:333"
// "${key}x"        "ax bbx cccx"
// "$keyx"          "  "
// "$1$2"           "a1 bb ccc333"
// "$$1"            "$1 $1 $1"
// "$3"             "  "
// "${val}-${nope}" "1- - 333-"
// "$"              "$ $ $"
// "${1"            "${1 ${1 ${1"
// "-b-c-"
// [['\x00' '\x00'] ['\x01' '\x04'] ['\x05' '\a']]
// "|hi| |there|"
// ["a" "b"]
// ["" "a b  c "]
// [""]
// ["1" "2" "2" "3"]
// [['\x01' '\x05'] ['\x06' '\b']]
// ["a" "\xff" "b"]
//  false
// abc false
//  false
// (\w)(\w) 2 [  ] 3
// true <nil>
// false error parsing regexp: missing closing ): `(`
// true [2 4]
// AB.CD.
// [yx]
// [0 2 -1 -1] true
// [["a" "a" ""] ["b" "" "b"]]
// h [Hello World Été]
// "a\n\nb # d\n"
