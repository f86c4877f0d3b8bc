package main

import (
	"fmt"
	"strings"
)

func main() {
	r := strings.NewReplacer("<", "&lt;", ">", "&gt;", "&", "&amp;")
	fmt.Println(r.Replace("<a href=\"x&y\">"))
	var words []string
	for _, w := range strings.Fields("the quick brown fox") {
		words = append(words, strings.ToUpper(w[:1])+w[1:])
	}
	fmt.Println(strings.Join(words, " "))
	fmt.Println(strings.LastIndexByte("a/b/c", '/'), strings.ContainsFunc("abc1", func(r rune) bool { return r == '1' }))
}

// Output:
// &lt;a href="x&amp;y"&gt;
// The Quick Brown Fox
// 3 true
