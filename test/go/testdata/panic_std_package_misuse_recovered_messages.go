package main

import (
	"bytes"
	"container/list"
	"errors"
	"fmt"
	"math/rand"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

func try(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("%s: %v\n", name, r)
		}
	}()
	f()
}

func main() {
	n := -1
	try("repeat", func() { strings.Repeat("x", n) })
	try("bytesrepeat", func() { bytes.Repeat([]byte("x"), n) })
	try("mustcompile", func() { regexp.MustCompile("(") })
	try("randintn", func() { rand.Intn(0) })
	try("slicesgrow", func() { slices.Grow([]int{}, n) })
	try("insert", func() { slices.Insert([]int{1}, 5, 2) })
	try("delete", func() { slices.Delete([]int{1, 2}, 1, 5) })
	try("buffer", func() { var b bytes.Buffer; b.Truncate(5) })
	try("unread", func() { var b bytes.Buffer; fmt.Println(b.UnreadByte()) })
	try("builderneg", func() { var sb strings.Builder; sb.Grow(n) })
	try("ticker", func() { time.NewTicker(0) })
	try("errorsas", func() { var e error; errors.As(errors.New("x"), e) })
	try("list", func() { l := list.New(); fmt.Println(l.Remove(&list.Element{Value: 1})) })
	try("utf8", func() { fmt.Println(utf8.EncodeRune(make([]byte, 1), 'é')) })
	try("itoa", func() { strconv.FormatInt(1, 1) })
	try("mapiter", func() {
		var m map[string][]int
		fmt.Println(len(m["x"]), m == nil)
		delete(m, "x")
		clear(m)
		for range m {
		}
		m["x"] = nil
	})
	try("minmax", func() { fmt.Println(slices.Max([]int{})) })
	try("arrconv", func() { s := []int{1, 2}; _ = [3]int(s) })
	try("ptrconv", func() { s := []int{1, 2}; _ = (*[3]int)(s) })
	try("makelen", func() { _ = make([]int, n) })
	try("makecap", func() { _ = make([]int, 2, 1+n+n) })
	try("string idx", func() { s := "héllo"; fmt.Println(s[1], s[1:2], string(s[1])); _ = s[10:] })
	try("3idx", func() { s := make([]int, 2, 3); i := 5; _ = s[0:1:i] })
	try("div", func() { a, b := 10, 0; _ = a % b })
	try("shift", func() { var s int = -3; _ = 1 >> s })
	try("nilfunc", func() { var f func(); f() })
	try("nilch", func() { var c chan int; close(c) })
	try("type", func() { var x any = fmt.Errorf("e"); _ = x.(fmt.Stringer) })
	try("time", func() { time.Sleep(-1); fmt.Println(time.Unix(0, 0).UTC().AddDate(0, 0, n)) })
	try("panicerr", func() { panic(fmt.Errorf("wrapped: %w", errors.New("inner"))) })
	try("goexit-like", func() { panic(nil) })
}

// Output:
// repeat: strings: negative Repeat count
// bytesrepeat: bytes: negative Repeat count
// mustcompile: regexp: Compile(`(`): error parsing regexp: missing closing ): `(`
// randintn: invalid argument to Intn
// slicesgrow: cannot be negative
// insert: runtime error: slice bounds out of range [5:1]
// delete: runtime error: slice bounds out of range [:5:2]
// buffer: bytes.Buffer: truncation out of range
// bytes.Buffer: UnreadByte: previous operation was not a successful read
// builderneg: strings.Builder.Grow: negative count
// ticker: non-positive interval for NewTicker
// errorsas: errors: target cannot be nil
// 1
// utf8: runtime error: index out of range [1] with length 1
// itoa: strconv: illegal AppendInt/FormatInt base
// 0 true
// mapiter: assignment to entry in nil map
// minmax: slices.Max: empty list
// arrconv: runtime error: cannot convert slice with length 2 to array or pointer to array with length 3
// ptrconv: runtime error: cannot convert slice with length 2 to array or pointer to array with length 3
// makelen: runtime error: makeslice: len out of range
// makecap: runtime error: makeslice: cap out of range
// 195 � Ã
// string idx: runtime error: slice bounds out of range [10:6]
// 3idx: runtime error: slice bounds out of range [::5] with capacity 3
// div: runtime error: integer divide by zero
// shift: runtime error: negative shift amount
// nilfunc: runtime error: invalid memory address or nil pointer dereference
// nilch: close of nil channel
// type: interface conversion: *errors.errorString is not fmt.Stringer: missing method String
// 1969-12-31 00:00:00 +0000 UTC
// panicerr: wrapped: inner
// goexit-like: panic called with nil argument
