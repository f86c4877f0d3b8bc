package main

import (
	"fmt"
	"strings"
)

func main() {
	var b strings.Builder
	fmt.Println(b.Len(), b.Cap())
	b.WriteString("hi")
	fmt.Println(b.Len(), b.Cap())
	b.WriteByte('!')
	b.WriteRune('é')
	fmt.Println(b.Len(), b.Cap())
	for i := 0; i < 5; i++ {
		fmt.Fprintf(&b, "%d,", i*1000)
		fmt.Print(b.Cap(), " ")
	}
	fmt.Println()
	b.Grow(100)
	fmt.Println(b.Len(), b.Cap())
	b.WriteString(strings.Repeat("y", 200))
	fmt.Println(b.Len(), b.Cap())
	b.Write(make([]byte, 1000))
	fmt.Println(b.Len(), b.Cap())
	b.Reset()
	fmt.Println(b.Len(), b.Cap())
	b.Grow(10)
	fmt.Println(b.Len(), b.Cap())
	var c strings.Builder
	for i := 0; i < 300; i++ {
		c.WriteByte('x')
	}
	fmt.Println(c.Len(), c.Cap())
}

// Output:
// 0 0
// 2 8
// 5 8
// 8 16 32 32 32 
// 27 176
// 227 352
// 1227 1280
// 0 0
// 0 16
// 300 512
