// Negative indices in slice expressions of strings, slices and arrays, two and three indices:
// gc's runtime prints them without the length or capacity (runtime/error.go, boundsNegErrorFmt).
package main

import "fmt"

func try(name string, f func()) {
	defer func() {
		fmt.Println(name, recover())
	}()
	f()
}

func main() {
	str := "hello"
	s := []int{1, 2, 3}
	var a [4]int
	n := -2
	try("str[n:]", func() { _ = str[n:] })
	try("str[:n]", func() { _ = str[:n] })
	try("str[n:1]", func() { _ = str[n:1] })
	try("s[n:2]", func() { _ = s[n:2] })
	try("s[::n]", func() { _ = s[0:1:n] })
	try("s[:n:]", func() { _ = s[0:n:2] })
	try("s[n::]", func() { _ = s[n:1:2] })
	try("a[n:]", func() { _ = a[n:] })
	try("a[:n]", func() { _ = a[:n] })
	try("a[::n]", func() { _ = a[1:2:n] })
	try("p[:n]", func() { _ = (&a)[:n] })
}

// Output:
// str[n:] runtime error: slice bounds out of range [-2:]
// str[:n] runtime error: slice bounds out of range [:-2]
// str[n:1] runtime error: slice bounds out of range [-2:]
// s[n:2] runtime error: slice bounds out of range [-2:]
// s[::n] runtime error: slice bounds out of range [::-2]
// s[:n:] runtime error: slice bounds out of range [:-2:]
// s[n::] runtime error: slice bounds out of range [-2::]
// a[n:] runtime error: slice bounds out of range [-2:]
// a[:n] runtime error: slice bounds out of range [:-2]
// a[::n] runtime error: slice bounds out of range [::-2]
// p[:n] runtime error: slice bounds out of range [:-2]
