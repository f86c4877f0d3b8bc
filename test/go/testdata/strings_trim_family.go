package main

import (
	"fmt"
	"strings"
)

func main() {
	fmt.Printf("[%s]\n", strings.Trim("xxhixx", "x"))
	fmt.Printf("[%s]\n", strings.TrimLeft("xxhixx", "x"))
	fmt.Printf("[%s]\n", strings.TrimRight("xxhixx", "x"))
	fmt.Printf("[%s]\n", strings.TrimPrefix("prefix-body", "prefix-"))
	fmt.Printf("[%s]\n", strings.TrimSuffix("file.go", ".go"))
	fmt.Printf("[%s]\n", strings.TrimPrefix("body", "nope"))
	fmt.Printf("[%s]\n", strings.TrimFunc("123abc456", func(r rune) bool { return r < 'a' }))
	fmt.Printf("[%s]\n", strings.Trim("  \t x \n", " \t\n"))
	s, ok := strings.CutPrefix("v1beta1", "v1")
	fmt.Println(s, ok)
	s, ok = strings.CutSuffix("app.yaml", ".json")
	fmt.Println(s, ok)
}

// Output:
// [hi]
// [hixx]
// [xxhi]
// [body]
// [file]
// [body]
// [abc]
// [x]
// beta1 true
// app.yaml false
