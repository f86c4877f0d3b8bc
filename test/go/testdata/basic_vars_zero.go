package main

import "fmt"

func main() {
	var i int
	var f float64
	var s string
	var b bool
	var p *int
	var sl []string
	var m map[string]int
	var e error
	fmt.Println(i, f, s == "", b, p == nil, sl == nil, m == nil, e == nil)
	fmt.Printf("%q %v %v %v\n", s, sl, m, e)
}

// Output:
// 0 0 true false true true true true
// "" [] map[] <nil>
