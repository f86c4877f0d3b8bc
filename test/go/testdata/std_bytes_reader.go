package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
)

func main() {
	r := bytes.NewReader([]byte("héllo, world"))
	fmt.Println(r.Len(), r.Size())
	c, size, err := r.ReadRune()
	fmt.Println(string(c), size, err)
	c, size, _ = r.ReadRune()
	fmt.Println(string(c), size)
	fmt.Println(r.UnreadRune(), r.UnreadRune())
	b := make([]byte, 4)
	n, err := r.ReadAt(b, 8)
	fmt.Printf("%d %q %v\n", n, b[:n], err)
	_, err = r.ReadAt(b, -1)
	fmt.Println(err)
	pos, err := r.Seek(-5, io.SeekEnd)
	fmt.Println(pos, err)
	rest, _ := io.ReadAll(r)
	fmt.Printf("%q %d\n", rest, r.Len())
	_, err = r.Seek(0, 7)
	fmt.Println(err)
	_, err = r.Seek(-100, io.SeekCurrent)
	fmt.Println(err)
	r.Reset([]byte("ab"))
	var sb strings.Builder
	m, err := r.WriteTo(&sb)
	fmt.Println(m, err, sb.String(), r.UnreadByte(), r.UnreadByte(), r.UnreadByte())

	var buf bytes.Buffer
	fmt.Println(buf.UnreadByte(), buf.UnreadRune())
	buf.WriteString("één\ntwee\n")
	line, err := buf.ReadBytes('\n')
	fmt.Printf("%q %v\n", line, err)
	ch, sz, _ := buf.ReadRune()
	fmt.Println(string(ch), sz, buf.UnreadRune(), buf.Len())
	fmt.Println(buf.UnreadRune())
	bt, _ := buf.ReadByte()
	fmt.Println(string(bt), buf.UnreadByte(), buf.String())
	n64, err := buf.ReadFrom(strings.NewReader(strings.Repeat("x", 600)))
	fmt.Println(n64, err, buf.Len())

	s := []byte("  a1 b22  c333 ")
	fmt.Printf("%q\n", bytes.FieldsFunc(s, unicode.IsSpace))
	fmt.Println(bytes.LastIndexAny(s, "ab"), bytes.LastIndexFunc(s, unicode.IsLetter))
	fmt.Printf("%q %q\n", bytes.TrimLeftFunc(s, unicode.IsSpace), bytes.TrimRightFunc(s, unicode.IsSpace))
	fmt.Printf("%q\n", bytes.SplitAfter([]byte("a,b,c"), []byte(",")))
	fmt.Printf("%q\n", bytes.SplitAfterN([]byte("a,b,c"), []byte(","), 2))
	fmt.Printf("%q %q\n", bytes.ToTitle([]byte("loud")), bytes.ToValidUTF8([]byte("a\xffb"), []byte("?")))
	fmt.Println(bytes.Runes([]byte("日本")))

	q := strconv.AppendQuoteRune([]byte("r="), '☺')
	q = strconv.AppendQuoteRuneToASCII(append(q, ' '), '☺')
	q = strconv.AppendQuoteRuneToGraphic(append(q, ' '), '\u00a0')
	q = strconv.AppendQuoteToASCII(append(q, ' '), "héllo")
	q = strconv.AppendQuoteToGraphic(append(q, ' '), "tab\there")
	fmt.Println(string(q))
	fmt.Println(errors.Is(io.EOF, io.EOF))
}

// Output:
// 13 13
// h 1 <nil>
// é 2
// <nil> bytes.Reader.UnreadRune: previous operation was not ReadRune
// 4 "worl" <nil>
// bytes.Reader.ReadAt: negative offset
// 8 <nil>
// "world" 0
// bytes.Reader.Seek: invalid whence
// bytes.Reader.Seek: negative position
// 2 <nil> ab <nil> <nil> bytes.Reader.UnreadByte: at beginning of slice
// bytes.Buffer: UnreadByte: previous operation was not a successful read bytes.Buffer: UnreadRune: previous operation was not a successful ReadRune
// "één\n" <nil>
// t 1 <nil> 5
// bytes.Buffer: UnreadRune: previous operation was not a successful ReadRune
// t <nil> twee
//
// 600 <nil> 605
// ["a1" "b22" "c333"]
// 5 10
// "a1 b22  c333 " "  a1 b22  c333"
// ["a," "b," "c"]
// ["a," "b,c"]
// "LOUD" "a?b"
// [26085 26412]
// r='☺' '\u263a' ' ' "h\u00e9llo" "tab\there"
// true
