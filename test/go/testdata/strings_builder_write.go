// strings.Builder's WriteByte and WriteString: results, through an interface and a method value,
// invalid UTF-8 bytes, the copied-by-value panic from either, a nil *Builder, a copied zero Builder.
package main

import (
	"fmt"
	"strings"
)

type W interface {
	WriteString(string) (int, error)
	WriteByte(byte) error
}

func main() {
	var b strings.Builder
	n, err := b.WriteString("héllo")
	fmt.Println(n, err, b.WriteByte(','), b.Len())
	var w W = &b
	w.WriteString("x")
	w.WriteByte(0xff)
	f := b.WriteString
	f("method value")
	fmt.Printf("%q %d\n", b.String(), b.Len())
	func() {
		defer func() { fmt.Println("copy:", recover()) }()
		c := b
		c.WriteByte('y')
	}()
	func() {
		defer func() { fmt.Println("copy2:", recover()) }()
		c := b
		c.WriteString("y")
	}()
	func() {
		defer func() { fmt.Println("nil:", recover()) }()
		var p *strings.Builder
		p.WriteString("y")
	}()
	var e strings.Builder
	e2 := e
	e2.WriteString("fresh copy of a zero Builder is fine")
	fmt.Println(e2.String())
}

// Output:
// 6 <nil> <nil> 7
// "héllo,x\xffmethod value" 21
// copy: strings: illegal use of non-zero Builder copied by value
// copy2: strings: illegal use of non-zero Builder copied by value
// nil: runtime error: invalid memory address or nil pointer dereference
// fresh copy of a zero Builder is fine
