package main

import (
	"fmt"
	"os"
	"strings"
)

func main() {
	r := strings.NewReplacer("<", "&lt;", ">", "&gt;", "&", "&amp;")
	fmt.Println(r.Replace("<a href=\"x&y\">"))
	r2 := strings.NewReplacer("a", "1", "aa", "2", "aaa", "3")
	fmt.Println(r2.Replace("aaaa"))
	r3 := strings.NewReplacer("aaa", "3", "aa", "2", "a", "1")
	fmt.Println(r3.Replace("aaaa"))
	r4 := strings.NewReplacer("", "X")
	fmt.Println(r4.Replace("abc"), r4.Replace(""))
	r5 := strings.NewReplacer("a", "b", "b", "a")
	fmt.Println(r5.Replace("abba"))
	r6 := strings.NewReplacer("${name}", "demo", "${ns}", "default", "$", "\\$")
	fmt.Println(r6.Replace("kubectl get ${name} -n ${ns} costs $5"))
	r7 := strings.NewReplacer("x", "")
	fmt.Println(r7.Replace("xaxbx"))
	r8 := strings.NewReplacer("hello", "HI", "", "-")
	fmt.Println(r8.Replace("hello world"))
	n, err := r.WriteString(os.Stdout, "1 < 2 & 3 > 2\n")
	fmt.Println(n, err)
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		strings.NewReplacer("odd")
	}()
	fmt.Println(strings.NewReplacer().Replace("unchanged"))
}

// Output:
// &lt;a href="x&amp;y"&gt;
// 1111
// 31
// XaXbXcX X
// baab
// kubectl get demo -n default costs \$5
// ab
// HI- -w-o-r-l-d-
// 1 &lt; 2 &amp; 3 &gt; 2
// 24 <nil>
// recovered: strings.NewReplacer: odd argument count
// unchanged
