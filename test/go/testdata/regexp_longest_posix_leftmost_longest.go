package main

import (
	"fmt"
	"regexp"
)

func main() {
	pairs := []struct{ re, s string }{
		{`a|ab|abc`, "abcd abc"},
		{`(a|ab)(c|bcd)(d*)`, "abcd"},
		{`(a+)(a*)`, "aaa"},
		{`x*`, "xxyxx"},
		{`(foo|foobar)( |$)`, "foobar foo"},
		{`[0-9]+|[0-9]+\.[0-9]+`, "v1.25 and 3"},
		{`(😀|😀😀)`, "😀😀😀"},
		{`é|éé`, "ééé"},
		{`a*?`, "aaa"},
		{`(a|b)*`, "abba!"},
	}
	for _, p := range pairs {
		first := regexp.MustCompile(p.re)
		long := regexp.MustCompile(p.re)
		long.Longest()
		posix, err := regexp.CompilePOSIX(p.re)
		if err != nil {
			fmt.Println(p.re, "posix error:", err)
			posix = long
		}
		fmt.Printf("%-26s first=%q longest=%q posix=%q\n", p.re, first.FindAllString(p.s, -1), long.FindAllString(p.s, -1), posix.FindStringSubmatch(p.s))
		fmt.Printf("%-26s %v %q\n", "", long.FindAllStringSubmatchIndex(p.s, -1), long.ReplaceAllString(p.s, "<$0>"))
	}
}

// Output:
// a|ab|abc                   first=["a" "a"] longest=["abc" "abc"] posix=["abc"]
//                            [[0 3] [5 8]] "<abc>d <abc>"
// (a|ab)(c|bcd)(d*)          first=["abcd"] longest=["abcd"] posix=["abcd" "a" "bcd" ""]
//                            [[0 4 0 1 1 4 4 4]] "<abcd>"
// (a+)(a*)                   first=["aaa"] longest=["aaa"] posix=["aaa" "aaa" ""]
//                            [[0 3 0 3 3 3]] "<aaa>"
// x*                         first=["xx" "xx"] longest=["xx" "xx"] posix=["xx"]
//                            [[0 2] [3 5]] "<xx>y<xx>"
// (foo|foobar)( |$)          first=["foobar " "foo"] longest=["foobar " "foo"] posix=["foobar " "foobar" " "]
//                            [[0 7 0 6 6 7] [7 10 7 10 10 10]] "<foobar ><foo>"
// [0-9]+|[0-9]+\.[0-9]+      first=["1" "25" "3"] longest=["1.25" "3"] posix=["1.25"]
//                            [[1 5] [10 11]] "v<1.25> and <3>"
// (😀|😀😀)                     first=["😀" "😀" "😀"] longest=["😀😀" "😀"] posix=["😀😀" "😀😀"]
//                            [[0 8 0 8] [8 12 8 12]] "<😀😀><😀>"
// é|éé                       first=["é" "é" "é"] longest=["éé" "é"] posix=["éé"]
//                            [[0 4] [4 6]] "<éé><é>"
// a*?                        first=["" "" "" ""] longest=["aaa"] posix=["aaa"]
//                            [[0 3]] "<aaa>"
// (a|b)*                     first=["abba" ""] longest=["abba" ""] posix=["abba" "a"]
//                            [[0 4 3 4] [5 5 -1 -1]] "<abba>!<>"
