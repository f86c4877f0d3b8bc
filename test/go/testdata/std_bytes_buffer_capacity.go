package main

import (
	"bytes"
	"fmt"
	"strings"
)

func main() {
	var b bytes.Buffer
	b.WriteString("hi")
	fmt.Println(b.Cap(), b.Available(), b.Len())
	p := b.Bytes()
	b.WriteString("!")
	p = p[:3]
	fmt.Printf("%q\n", p)
	b.Write(make([]byte, 100))
	fmt.Println(b.Cap(), b.Available())
	b.Reset()
	fmt.Println(b.Cap(), b.Len())
	b.WriteString(strings.Repeat("x", 300))
	fmt.Println(b.Cap())
	b.Truncate(10)
	fmt.Println(b.Cap(), b.Len())
	b.Grow(1000)
	fmt.Println(b.Cap(), b.Len())
	var c bytes.Buffer
	c.Grow(10)
	fmt.Println(c.Cap())
	n, err := c.ReadFrom(strings.NewReader("hello world"))
	fmt.Println(n, err, c.Cap(), c.Len())
	d := bytes.NewBufferString("abc")
	fmt.Println(d.Cap())
	d.WriteByte('d')
	fmt.Println(d.Cap())
	d.WriteRune('é')
	fmt.Println(d.Cap(), d.String())
	var e bytes.Buffer
	e.WriteRune('世')
	fmt.Println(e.Cap(), e.Len(), len(e.AvailableBuffer()), cap(e.AvailableBuffer()))
	var f bytes.Buffer
	for i := 0; i < 20; i++ {
		f.WriteString("0123456789")
		buf := make([]byte, 7)
		f.Read(buf)
		fmt.Print(f.Cap(), ",", f.Len(), " ")
	}
	fmt.Println()
	line, _ := f.ReadBytes('5')
	line[0] = 'Z'
	fmt.Println(string(line), f.String()[:5])
	nx := f.Next(3)
	fmt.Println(string(nx), cap(nx) > 3)
}

// Output:
// 64 62 2
// "hi!"
// 128 25
// 128 0
// 320
// 320 10
// 1024 10
// 64
// 11 <nil> 1024 11
// 8
// 8
// 8 abcdé
// 64 3 0 61
// 64,3 64,6 64,9 64,12 64,15 64,18 64,21 64,24 64,27 64,30 80,33 80,36 80,39 80,42 80,45 96,48 96,51 96,54 96,57 96,60 
// Z12345 67890
// 678 true
