// bytes.Split, SplitN, SplitAfter, SplitAfterN and FieldsFunc return sub-slices of their input
// (go/src/bytes/bytes.go genSplit's s[:m:m], explode's s[:size:size], FieldsFunc's
// s[start:end:end]): writing to a piece writes the input, appending to a piece other than the last
// does not overwrite the next, and the last piece keeps the input's capacity. The result's own
// capacity is the room Go made for it; nil input with a separator gives one nil piece.
package main

import (
	"bytes"
	"fmt"
	"unicode"
)

func b(s string) []byte {
	x := make([]byte, len(s))
	copy(x, s)
	return x
}

func show(name string, a [][]byte) {
	fmt.Printf("%s len=%d cap=%d nil=%v:", name, len(a), cap(a), a == nil)
	for _, p := range a {
		fmt.Printf(" %q(%d,%d,%v)", p, len(p), cap(p), p == nil)
	}
	fmt.Println()
}

func main() {
	s := b("a,b,c")
	parts := bytes.Split(s, b(","))
	show("split", parts)
	parts[0][0] = 'X'
	parts[1] = append(parts[1], '!')
	parts[2] = append(parts[2], '?')
	fmt.Printf("%s %s %s\n", s, parts[1], parts[2])

	s = b("a,b,c,d")
	rest := bytes.SplitN(s, b(","), 2)
	show("splitn", rest)
	rest[1][0] = 'B'
	fmt.Printf("%s\n", s)
	show("splitn0", bytes.SplitN(b("a,b"), b(","), 0))
	show("splitn9", bytes.SplitN(b("a,b"), b(","), 9))

	s = b("a,b,c")
	after := bytes.SplitAfter(s, b(","))
	show("splitafter", after)
	after[0] = append(after[0], '+')
	after[1][1] = ';'
	fmt.Printf("%s\n", s)
	show("splitaftern", bytes.SplitAfterN(b("a,b,c"), b(","), 2))

	s = b("héllo")
	runes := bytes.Split(s, nil)
	show("explode", runes)
	runes[0][0] = 'H'
	fmt.Printf("%s\n", s)
	show("exploden", bytes.SplitN(b("héllo"), nil, 3))
	show("splitnil", bytes.Split(nil, b(",")))
	show("splitnilnil", bytes.Split(nil, nil))
	show("splitempty", bytes.Split([]byte{}, b(",")))

	f := b("  foo1;bär2,baz3...")
	ff := bytes.FieldsFunc(f, func(c rune) bool { return !unicode.IsLetter(c) && !unicode.IsNumber(c) })
	show("fieldsfunc", ff)
	ff[0][0] = 'F'
	ff[0] = append(ff[0], '#')
	fmt.Printf("%s\n", f)
	show("fieldsfuncnil", bytes.FieldsFunc(nil, unicode.IsSpace))
	show("fieldsfuncall", bytes.FieldsFunc(b("   "), unicode.IsSpace))
}

// Output:
// split len=3 cap=3 nil=false: "a"(1,1,false) "b"(1,1,false) "c"(1,1,false)
// X,b,c b! c?
// splitn len=2 cap=2 nil=false: "a"(1,1,false) "b,c,d"(5,5,false)
// a,B,c,d
// splitn0 len=0 cap=0 nil=true:
// splitn9 len=2 cap=4 nil=false: "a"(1,1,false) "b"(1,1,false)
// splitafter len=3 cap=3 nil=false: "a,"(2,2,false) "b,"(2,2,false) "c"(1,1,false)
// a,b;c
// splitaftern len=2 cap=2 nil=false: "a,"(2,2,false) "b,c"(3,3,false)
// explode len=5 cap=6 nil=false: "h"(1,1,false) "é"(2,2,false) "l"(1,1,false) "l"(1,1,false) "o"(1,1,false)
// Héllo
// exploden len=3 cap=3 nil=false: "h"(1,1,false) "é"(2,2,false) "llo"(3,3,false)
// splitnil len=1 cap=1 nil=false: ""(0,0,true)
// splitnilnil len=0 cap=0 nil=false:
// splitempty len=1 cap=1 nil=false: ""(0,0,false)
// fieldsfunc len=3 cap=3 nil=false: "foo1"(4,4,false) "bär2"(5,5,false) "baz3"(4,4,false)
//   Foo1;bär2,baz3...
// fieldsfuncnil len=0 cap=0 nil=false:
// fieldsfuncall len=0 cap=0 nil=false:
