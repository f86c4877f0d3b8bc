package main

import (
	"fmt"
	"regexp"
)

func main() {
	cases := [][2]string{
		{`(?:(a)|b)+`, "ab"},
		{`(a*)*`, "b"},
		{`(a*)+`, "aa"},
		{`(a*)+`, "b"},
		{`(|a)*`, "a"},
		{`(a|b*)*`, "ab"},
		{`(a*)?`, "b"},
		{`^(\w+)(?:,(\w+))*$`, "x,y,z"},
		{`(?:(\d)|([a-z]))+`, "1a2b"},
		{`(?:(\d)|([a-z]))+`, "1a2"},
		{`((a)|b){2,3}`, "abab"},
		{`((a)|b){2,}?`, "abab"},
		{`(?:(x)|y)*?z`, "xyz"},
		{`(\w)+`, "héllo"},
		{`(?i)(?:(K)|x)+`, "kx\u212a"},
		{`(?:^(a)|b)+`, "ab"},
		{`(a){0}b`, "ab"},
		{`(?:(a)|(b)|(c))+d`, "abcabd"},
		{`(?P<word>\w+\s?)+`, "go is fun"},
		{`(?:(a+)|(b+))*`, "aabbba"},
	}
	for _, c := range cases {
		re := regexp.MustCompile(c[0])
		fmt.Println(c[0], c[1], re.FindStringSubmatchIndex(c[1]), re.FindAllStringSubmatch(c[1], -1))
	}
	re := regexp.MustCompile(`(?:(\w+)=(\w+);?)+`)
	fmt.Println(re.ReplaceAllString("a=1;b=2 c=3", "[$1:$2]"))
}

// Output:
// (?:(a)|b)+ ab [0 2 0 1] [[ab a]]
// (a*)* b [0 0 0 0] [[ ] [ ]]
// (a*)+ aa [0 2 0 2] [[aa aa]]
// (a*)+ b [0 0 0 0] [[ ] [ ]]
// (|a)* a [0 0 0 0] [[ ] [ ]]
// (a|b*)* ab [0 2 1 2] [[ab b]]
// (a*)? b [0 0 0 0] [[ ] [ ]]
// ^(\w+)(?:,(\w+))*$ x,y,z [0 5 0 1 4 5] [[x,y,z x z]]
// (?:(\d)|([a-z]))+ 1a2b [0 4 2 3 3 4] [[1a2b 2 b]]
// (?:(\d)|([a-z]))+ 1a2 [0 3 2 3 1 2] [[1a2 2 a]]
// ((a)|b){2,3} abab [0 3 2 3 2 3] [[aba a a]]
// ((a)|b){2,}? abab [0 2 1 2 0 1] [[ab b a] [ab b a]]
// (?:(x)|y)*?z xyz [0 3 0 1] [[xyz x]]
// (\w)+ héllo [0 1 0 1] [[h h] [llo o]]
// (?i)(?:(K)|x)+ kxK [0 5 2 5] [[kxK K]]
// (?:^(a)|b)+ ab [0 2 0 1] [[ab a]]
// (a){0}b ab [1 2 -1 -1] [[b ]]
// (?:(a)|(b)|(c))+d abcabd [0 6 3 4 4 5 2 3] [[abcabd a b c]]
// (?P<word>\w+\s?)+ go is fun [0 9 6 9] [[go is fun fun]]
// (?:(a+)|(b+))* aabbba [0 6 5 6 2 5] [[aabbba a bbb]]
// [b:2] [c:3]
