package main

import (
	"fmt"
	"strings"
)

func main() {
	fmt.Printf("%q\n", strings.Split("", ""))
	fmt.Printf("%q\n", strings.Split("abc", ""))
	fmt.Printf("%q\n", strings.SplitN("a,b,c", ",", 0))
	fmt.Printf("%q\n", strings.SplitN("a,b,c", ",", -1))
	fmt.Println(strings.Index("", ""), strings.Index("abc", ""), strings.LastIndex("abc", ""))
	fmt.Println(strings.Repeat("-", 0) == "", strings.Replace("aaa", "", "-", -1))
	fmt.Println(strings.ToUpper("ǆ"), strings.ToLower("İ"), len(strings.ToLower("İ")))
	fmt.Println(strings.EqualFold("σ", "Σ"), strings.EqualFold("K", "\u212a"))
	fmt.Println(strings.TrimLeft("aabbcc", "ab"), strings.TrimPrefix("aabbcc", "ab"))
	fmt.Println(strings.Title("hello world"), strings.Fields(" ")==nil, len(strings.Fields(" ")))
}

// Output:
// []
// ["a" "b" "c"]
// []
// ["a" "b" "c"]
// 0 0 3
// true -a-a-a-
// Ǆ i 1
// true true
// cc aabbcc
// Hello World false 0
