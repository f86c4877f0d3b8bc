package main

import (
	"fmt"
	"strings"
)

func main() {
	s := "  Hello, Kubernetes Operators  "
	t := strings.TrimSpace(s)
	fmt.Printf("[%s]\n", t)
	fmt.Println(strings.ToUpper(t), strings.ToLower(t))
	fmt.Println(strings.Contains(t, "Kube"), strings.ContainsAny(t, "xyz"), strings.ContainsRune(t, 'K'))
	fmt.Println(strings.HasPrefix(t, "Hello"), strings.HasSuffix(t, "ors"))
	fmt.Println(strings.Index(t, "o"), strings.LastIndex(t, "o"), strings.Index(t, "zz"), strings.IndexByte(t, ','))
	fmt.Println(strings.Count(t, "e"), strings.Count("five", ""))
	fmt.Println(strings.Repeat("ab", 3), strings.Replace("aaaa", "a", "b", 2), strings.ReplaceAll("a-b-c", "-", "+"))
	fmt.Println(strings.EqualFold("Go", "GO"), strings.Compare("a", "b"))
	fmt.Println(strings.Title("x") == "X")
}

// Output:
// [Hello, Kubernetes Operators]
// HELLO, KUBERNETES OPERATORS hello, kubernetes operators
// true false true
// true true
// 4 24 -1 5
// 5 5
// ababab bbaa a+b+c
// true -1
// true
