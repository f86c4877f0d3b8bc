// strings.Builder read after many small writes (more than the interpreter joins at a time), copies
// taken by value between writes (a copy keeps the text it had, and writing to it panics), Reset, a
// Builder overwritten by a zero value and by another Builder, and Len, Cap and Grow between writes.
package main

import (
	"fmt"
	"strings"
)

type holder struct {
	name string
	b    strings.Builder
}

func try(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println(name, "panic:", r)
		}
	}()
	f()
}

func main() {
	var b strings.Builder
	for i := 0; i < 700; i++ {
		b.WriteByte(byte('a' + i%26))
		if i%100 == 0 {
			fmt.Println(i, b.Len(), b.Cap() >= b.Len())
		}
	}
	c := b
	for i := 0; i < 900; i++ {
		b.WriteString("xy")
	}
	fmt.Println(len(c.String()), c.Len(), c.String()[690:], len(b.String()), b.String()[1500:1510])
	try("copy write", func() { c.WriteString("z") })
	try("copy rune", func() { c.WriteRune('z') })

	d := b
	b.WriteRune('é')
	b.WriteRune(-1)
	b.WriteRune(0x10FFFF + 1)
	n, err := b.WriteRune('世')
	fmt.Println(n, err, b.Len(), d.Len(), b.String()[2500:])

	b.Reset()
	fmt.Println(b.Len(), b.String() == "", d.Len())
	for i := 0; i < 600; i++ {
		fmt.Fprintf(&b, "%d,", i%10)
	}
	fmt.Println(b.Len(), b.String()[1190:])

	var e strings.Builder
	e.WriteString("first")
	e = strings.Builder{}
	fmt.Println(e.Len(), e.String() == "")
	e.WriteString("second")
	fmt.Println(e.String())

	var f strings.Builder
	for i := 0; i < 520; i++ {
		f.WriteString("q")
	}
	e = f
	fmt.Println(e.Len(), f.Len())
	try("overwritten write", func() { e.WriteString("!") })
	f.WriteString("end")
	fmt.Println(e.Len(), f.Len(), f.String()[515:])

	var g strings.Builder
	g.Grow(10)
	fmt.Println(g.Len(), g.Cap() >= 10)
	g.WriteString("0123456789ab")
	g.Grow(100)
	fmt.Println(g.Len(), g.Cap() >= 112, g.String())
	try("grow", func() { g.Grow(-1) })

	hs := make([]holder, 3)
	for i := range hs {
		hs[i].name = fmt.Sprint("h", i)
		for j := 0; j < 300*i; j++ {
			hs[i].b.WriteString(hs[i].name)
		}
	}
	hs[0] = hs[2]
	fmt.Println(hs[0].name, hs[0].b.Len(), hs[1].b.Len(), hs[2].b.Len())
	try("element copy", func() { hs[0].b.WriteByte('x') })
	hs[2].b.WriteString("tail")
	fmt.Println(hs[0].b.Len(), hs[2].b.Len(), hs[2].b.String()[1198:])

	var p *strings.Builder
	try("nil", func() { p.WriteString("x") })
	try("nil len", func() { _ = p.Len() })
}

// Output:
// 0 1 true
// 100 101 true
// 200 201 true
// 300 301 true
// 400 401 true
// 500 501 true
// 600 601 true
// 700 700 opqrstuvwx 2500 xyxyxyxyxy
// copy write panic: strings: illegal use of non-zero Builder copied by value
// copy rune panic: strings: illegal use of non-zero Builder copied by value
// 3 <nil> 2511 2500 é��世
// 0 true 2500
// 1200 5,6,7,8,9,
// 0 true
// second
// 520 520
// overwritten write panic: strings: illegal use of non-zero Builder copied by value
// 520 523 qqqqqend
// 0 true
// 12 true 0123456789ab
// grow panic: strings.Builder.Grow: negative count
// h2 1200 600 1200
// element copy panic: strings: illegal use of non-zero Builder copied by value
// 1200 1204 h2tail
// nil panic: runtime error: invalid memory address or nil pointer dereference
// nil len panic: runtime error: invalid memory address or nil pointer dereference
