package main

import (
	"bytes"
	"fmt"
	"io"
	"strings"
)

func main() {
	var sb strings.Builder
	fmt.Println(sb.Len(), sb.Cap(), sb.String() == "")
	sb.Grow(10)
	for i := 0; i < 3; i++ {
		fmt.Fprintf(&sb, "[%d]", i)
	}
	sb.WriteByte(' ')
	sb.WriteRune('é')
	n, err := sb.WriteString("!")
	fmt.Println(sb.String(), sb.Len(), n, err)
	sb.Reset()
	fmt.Printf("%q\n", sb.String())

	var buf bytes.Buffer
	buf.WriteString("hello world\nsecond line\nthird")
	line, err := buf.ReadString('\n')
	fmt.Printf("%q %v %d\n", line, err, buf.Len())
	word := make([]byte, 6)
	n, _ = buf.Read(word)
	fmt.Printf("%q %d\n", word[:n], n)
	b, _ := buf.ReadByte()
	fmt.Println(string(b), buf.UnreadByte(), buf.UnreadByte())
	rest, err := buf.ReadBytes('\n')
	fmt.Printf("%q %v\n", rest, err)
	rest, err = buf.ReadBytes('\n')
	fmt.Printf("%q %v\n", rest, err)
	n, err = buf.Read(word)
	fmt.Println(n, err, err == io.EOF)
	buf.Reset()
	buf.Write([]byte{'a', 'b', 'c'})
	buf.Truncate(1)
	fmt.Println(buf.String(), buf.Next(5), buf.Len())
	var b2 bytes.Buffer
	io.Copy(&b2, strings.NewReader("copied"))
	fmt.Println(b2.String(), bytes.NewBufferString("x").String())
	var nilbuf *bytes.Buffer
	fmt.Println(nilbuf.String())
	r := strings.NewReader("abc")
	r.Seek(1, io.SeekStart)
	all, _ := io.ReadAll(r)
	fmt.Println(string(all), r.Len(), r.Size())
	defer func() { fmt.Println("recover:", recover()) }()
	buf.Truncate(10)
}

// Output:
// 0 0 true
// [0][1][2] é! 13 1 <nil>
// ""
// "hello world\n" <nil> 17
// "second" 6
//   <nil> bytes.Buffer: UnreadByte: previous operation was not a successful read
// " line\n" <nil>
// "third" EOF
// 0 EOF true
// a [97] 0
// copied x
// <nil>
// bc 0 3
// recover: bytes.Buffer: truncation out of range
