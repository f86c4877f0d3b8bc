package main

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
)

func main() {
	match, _ := regexp.MatchString("p([a-z]+)ch", "peach")
	fmt.Println(match)
	r, _ := regexp.Compile("p([a-z]+)ch")
	fmt.Println(r.MatchString("peach"))
	fmt.Println(r.FindString("peach punch"))
	fmt.Println("idx:", r.FindStringIndex("peach punch"))
	fmt.Println(r.FindStringSubmatch("peach punch"))
	fmt.Println(r.FindStringSubmatchIndex("peach punch"))
	fmt.Println(r.FindAllString("peach punch pinch", -1))
	fmt.Println("all:", r.FindAllStringSubmatchIndex("peach punch pinch", -1))
	fmt.Println(r.FindAllString("peach punch pinch", 2))
	fmt.Println(r.Match([]byte("peach")))
	r = regexp.MustCompile("p([a-z]+)ch")
	fmt.Println("regexp:", r)
	fmt.Println(r.ReplaceAllString("a peach", "<fruit>"))
	in := []byte("a peach")
	out := r.ReplaceAllFunc(in, bytes.ToUpper)
	fmt.Println(string(out))
	re := regexp.MustCompile(`(?P<year>\d{4})-(?P<month>\d{2})-(?P<day>\d{2})`)
	fmt.Println(re.SubexpNames(), re.NumSubexp(), re.SubexpIndex("month"))
	fmt.Println(re.ReplaceAllString("2024-03-15 and 1999-12-31", "${day}/${month}/$year"))
	fmt.Println(re.ReplaceAllString("2024-03-15", "$1x $2"))
	fmt.Println(re.ReplaceAllLiteralString("2024-03-15", "$1"))
	ws := regexp.MustCompile(`\s+`)
	fmt.Printf("%q\n", ws.Split("  a b\t\tc  d ", -1))
	fmt.Printf("%q\n", regexp.MustCompile(`a*`).Split("abaabaccadaaae", 5))
	fmt.Printf("%q\n", regexp.MustCompile(`x*`).ReplaceAllString("abc", "-"))
	fmt.Printf("%q\n", regexp.MustCompile(`a*`).FindAllString("baaab", -1))
	fmt.Println(regexp.QuoteMeta("1.5+2=[3]"))
	email := regexp.MustCompile(`^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$`)
	for _, e := range []string{"bob@example.com", "bad@", "x@y.io"} {
		fmt.Println(e, email.MatchString(e))
	}
	ci := regexp.MustCompile(`(?i)hello\b`)
	fmt.Println(ci.FindAllString("Hello HELLO helloworld hello.", -1))
	ml := regexp.MustCompile(`(?m)^(\w+):`)
	fmt.Println(ml.FindAllStringSubmatch("key: v\nother: w\n  no: x", -1))
	fmt.Println(regexp.MustCompile(`[[:upper:]][[:lower:]]+`).FindAllString("Hello World foo Bar", -1))
	fmt.Println(regexp.MustCompile(`\d+`).ReplaceAllStringFunc("a1 b22 c333", func(s string) string { return strings.Repeat("#", len(s)) }))
	fmt.Println(regexp.MustCompile(`héllo|wörld`).FindAllStringIndex("héllo wörld", -1))
	fmt.Println(regexp.MustCompile(`.`).FindAllString("日本\n語", -1))
	fmt.Println(regexp.MustCompile(`(a)|(b)`).FindStringSubmatchIndex("b"))
	fmt.Printf("%q\n", regexp.MustCompile(`(a)|(b)`).FindStringSubmatch("b"))
	fmt.Println(regexp.MustCompile(`a.c`).MatchString("a\nc"), regexp.MustCompile(`(?s)a.c`).MatchString("a\nc"))
	fmt.Println(regexp.MustCompile(`^$`).FindAllStringIndex("", -1))
	fmt.Println(regexp.MustCompile(`\bgo\b`).FindAllStringIndex("go gopher ago go", -1))
	fmt.Println(regexp.MustCompile(`a+?`).FindString("aaa"), regexp.MustCompile(`(?U)a+`).FindString("aaa"))
	fmt.Println(regexp.MustCompile(`[^aeiou\s]+`).FindAllString("hello world", -1))
	fmt.Println(regexp.MustCompile(`\p{Greek}+`).FindString("abc αβγ def"))
}

// Output:
// true
// true
// peach
// idx: [0 5]
// [peach ea]
// [0 5 1 3]
// [peach punch pinch]
// all: [[0 5 1 3] [6 11 7 9] [12 17 13 15]]
// [peach punch]
// true
// regexp: p([a-z]+)ch
// a <fruit>
// a PEACH
// [ year month day] 3 2
// 15/03/2024 and 31/12/1999
//  03
// $1
// ["" "a" "b" "c" "d" ""]
// ["" "b" "b" "c" "cadaaae"]
// "-a-b-c-"
// ["" "aaa" ""]
// 1\.5\+2=\[3\]
// bob@example.com true
// bad@ false
// x@y.io true
// [Hello HELLO hello]
// [[key: key] [other: other]]
// [Hello World Bar]
// a# b## c###
// [[0 6] [7 13]]
// [日 本 語]
// [0 1 -1 -1 0 1]
// ["b" "" "b"]
// false true
// [[0 0]]
// [[0 2] [14 16]]
// a a
// [h ll w rld]
// αβγ
