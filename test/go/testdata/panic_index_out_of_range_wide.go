// Index panics with int, int64, uint and uint64 indices past 2^53 (and uint64 past 2^63): the
// message names the exact index, for reads and stores of slices, arrays, array pointers and strings.
package main

import "fmt"

func try(name string, f func()) {
	defer func() { fmt.Println(name, recover()) }()
	f()
}

func main() {
	s := []int{1, 2, 3}
	a := [3]int{4, 5, 6}
	p := &a
	str := "abc"
	var i int = 1<<53 + 1
	var j int64 = -(1<<53 + 3)
	var u uint64 = 1<<64 - 1
	var u2 uint = 1<<63 + 5
	try("slice", func() { _ = s[i] })
	try("sliceneg", func() { _ = s[j] })
	try("sliceu", func() { _ = s[u] })
	try("array", func() { _ = a[u2] })
	try("ptr", func() { _ = p[i] })
	try("str", func() { _ = str[u] })
	try("store", func() { s[i] = 1 })
	try("storearr", func() { a[j] = 1 })
	try("opassign", func() { s[u] += 2 })
	try("ok", func() { s[2] += 5; a[u2-(1<<63+4)] = 9; fmt.Println(s, a, str[uint64(2)]) })
}

// Output:
// slice runtime error: index out of range [9007199254740993] with length 3
// sliceneg runtime error: index out of range [-9007199254740995]
// sliceu runtime error: index out of range [18446744073709551615] with length 3
// array runtime error: index out of range [9223372036854775813] with length 3
// ptr runtime error: index out of range [9007199254740993] with length 3
// str runtime error: index out of range [18446744073709551615] with length 3
// store runtime error: index out of range [9007199254740993] with length 3
// storearr runtime error: index out of range [-9007199254740995]
// opassign runtime error: index out of range [18446744073709551615] with length 3
// [1 2 8] [4 9 6] 99
// ok <nil>
