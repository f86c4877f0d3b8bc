package main

import (
	"fmt"
	"strings"
)

func main() {
	var a []string
	b := []string{}
	fmt.Println(a == nil, b == nil, len(a), len(b))
	fmt.Println(a, b)
	fmt.Printf("%v %v %#v %#v\n", a, b, a, b)
	a = append(a, "x")
	fmt.Println(a, len(a))
	fmt.Println(strings.Join(nil, ","), len(strings.Split("", ",")))
	var m map[string]int
	fmt.Printf("%v %#v\n", m, m)
	for i, v := range a[:0] {
		fmt.Println(i, v)
	}
	c := a[1:]
	fmt.Println(len(c), c == nil)
}

// Output:
// true false 0 0
// [] []
// [] [] []string(nil) []string{}
// [x] 1
//  1
// map[] map[string]int(nil)
// 0 false
