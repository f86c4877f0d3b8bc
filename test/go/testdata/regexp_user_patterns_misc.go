package main

import (
	"fmt"
	"regexp"
	"strings"
)

func main() {
	email := regexp.MustCompile(`^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$`)
	for _, e := range []string{"a@b.co", "bad@", "x.y+z@sub.example.org", "ü@x.de"} {
		fmt.Println(e, email.MatchString(e))
	}
	fmt.Printf("%q\n", regexp.MustCompile(`\s+`).Split("a\u00a0b \tc\u2003d", -1))
	fmt.Printf("%q\n", regexp.MustCompile(`[^\s]+`).FindAllString("é\u00a0ü x", -1))
	fmt.Printf("%q\n", regexp.MustCompile(`\W+`).Split("héllo, wörld!", -1))
	fmt.Printf("%q\n", regexp.MustCompile(`(?m)^(\w+):\s*(.*?)\s*$`).FindAllStringSubmatch("name: web \r\nimage:nginx\nbad line\n", -1))
	fmt.Printf("%q\n", regexp.MustCompile(`.*`).FindAllString("a\r\nb", -1))
	fmt.Println(regexp.MustCompile(`(?i)^[a-z]+$`).MatchString("HeLLo"), regexp.MustCompile(`(?i)[^a-z]`).FindString("ABC1"))
	semver := regexp.MustCompile(`^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$`)
	for _, v := range []string{"v1.2.3", "1.0.0-rc.1+build.5", "01.2.3", "1.2"} {
		fmt.Printf("%s %q\n", v, semver.FindStringSubmatch(v))
	}
	fmt.Println(regexp.MustCompile(`\$\{(\w+)\}`).ReplaceAllStringFunc("x=${HOME} y=${USER}", func(m string) string { return strings.ToLower(m[2 : len(m)-1]) }))
	fmt.Println(regexp.MustCompile(`(\d+)`).ReplaceAllString("a1b22", "[$1]\n"))
	fmt.Println(regexp.MustCompile(`a.c`).MatchString("a\nc"), regexp.MustCompile(`a[^b]c`).MatchString("a\nc"), regexp.MustCompile(`(?s:a.c)|x`).MatchString("a\nc"))
	fmt.Println(regexp.MustCompile(`^`).ReplaceAllString("ab\ncd", ">"), regexp.MustCompile(`(?m)^`).ReplaceAllString("ab\ncd", ">"), regexp.MustCompile(`(?m)$`).ReplaceAllString("ab\ncd\n", "<"))
	fmt.Println(regexp.MustCompile(`[[:punct:]]+`).FindAllString("a.b,c!?d", -1), regexp.MustCompile(`[\p{Sc}]`).FindAllString("$5 €3 ¥", -1))
	fmt.Println(regexp.MustCompile(`x{2}y{0,1}z{1,}`).FindString("xxxyzz"), regexp.MustCompile(`(ab){2}`).FindStringSubmatch("ababab"))
}

// Output:
// a@b.co true
// bad@ false
// x.y+z@sub.example.org true
// ü@x.de false
// ["a\u00a0b" "c\u2003d"]
// ["é\u00a0ü" "x"]
// ["h" "llo" "w" "rld" ""]
// [["name: web \r" "name" "web"] ["image:nginx" "image" "nginx"]]
// ["a\r" "b"]
// true 1
// v1.2.3 ["v1.2.3" "1" "2" "3" "" ""]
// 1.0.0-rc.1+build.5 ["1.0.0-rc.1+build.5" "1" "0" "0" "rc.1" "build.5"]
// 01.2.3 []
// 1.2 []
// x=home y=user
// a[1]
// b[22]
//
// false true true
// >ab
// cd >ab
// >cd ab<
// cd<
// <
// [. , !?] [$ € ¥]
// xxyzz [abab ab]
