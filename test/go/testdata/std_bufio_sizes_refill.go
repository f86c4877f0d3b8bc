package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strings"
)

type printer struct{}

func (printer) Write(p []byte) (int, error) {
	fmt.Printf("write %d %q\n", len(p), p)
	return len(p), nil
}

type slow struct {
	r io.Reader
}

func (s slow) Read(p []byte) (int, error) {
	if len(p) > 5 {
		p = p[:5]
	}
	return s.r.Read(p)
}

func main() {
	r := bufio.NewReaderSize(strings.NewReader("abc\ndefghijklmnopqrstuvwxyz\n0123456789012345678901234567890\nend"), 4)
	fmt.Println(r.Size())
	first, err := r.ReadSlice('\n')
	fmt.Printf("%q %v\n", first, err)
	second, err := r.ReadSlice('\n')
	fmt.Printf("%q %v first now %q\n", second, err, first)
	line, isPrefix, err := r.ReadLine()
	fmt.Printf("%q %v %v\n", line, isPrefix, err)
	line, isPrefix, err = r.ReadLine()
	fmt.Printf("%q %v %v\n", line, isPrefix, err)
	s, err := r.ReadString('\n')
	fmt.Printf("%q %v\n", s, err)
	fmt.Println(bufio.NewReader(strings.NewReader("")).Size(), bufio.NewReaderSize(nil, 100).Size())

	r2 := bufio.NewReader(slow{strings.NewReader("hello world, this is slow")})
	p, err := r2.Peek(8)
	fmt.Printf("%q %v %d\n", p, err, r2.Buffered())
	p, err = r2.Peek(5000)
	fmt.Printf("%q %v\n", p, err)

	w := bufio.NewWriterSize(printer{}, 16)
	fmt.Println(w.Size(), w.Available(), w.Buffered())
	w.WriteString("0123456789")
	fmt.Println(w.Available(), w.Buffered())
	w.WriteString("abcdefghij")
	fmt.Println(w.Available(), w.Buffered())
	w.Write([]byte("a long write that is larger than the buffer"))
	fmt.Println(w.Available(), w.Buffered())
	w.WriteByte('!')
	w.WriteRune('é')
	fmt.Println(w.Available(), w.Buffered())
	w.Flush()
	w2 := bufio.NewWriterSize(printer{}, 1)
	fmt.Println(w2.Size())
	w2.WriteString("xyz")
	w2.Flush()

	sc := bufio.NewScanner(strings.NewReader(strings.Repeat("a", 70000) + "\nshort\n"))
	for sc.Scan() {
		fmt.Println(len(sc.Text()))
	}
	fmt.Println(sc.Err())
	sc = bufio.NewScanner(strings.NewReader("one two three\nfour"))
	sc.Buffer(make([]byte, 2), 6)
	sc.Split(bufio.ScanWords)
	for sc.Scan() {
		fmt.Println(sc.Text())
	}
	fmt.Println(sc.Err())
	sc = bufio.NewScanner(strings.NewReader("x\ny\n"))
	sc.Scan()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		sc.Buffer(nil, 10)
	}()
	var out bytes.Buffer
	bw := bufio.NewWriter(&out)
	n, err := bw.ReadFrom(strings.NewReader("from reader"))
	fmt.Println(n, err, out.Len(), bw.Buffered())
}

// Output:
// 16
// "abc\n" <nil>
// "defghijklmnopqrs" bufio: buffer full first now "defg"
// "tuvwxyz" false <nil>
// "0123456789012345" true <nil>
// "678901234567890\n" <nil>
// 4096 100
// "hello wo" <nil> 10
// "hello world, this is slow" bufio: buffer full
// 16 16 0
// 6 10
// write 16 "0123456789abcdef"
// 12 4
// write 16 "ghija long write"
// write 31 " that is larger than the buffer"
// 16 0
// 13 3
// write 3 "!é"
// 1
// write 1 "x"
// write 1 "y"
// write 1 "z"
// bufio.Scanner: token too long
// one
// two
// three
// four
// <nil>
// recovered: Buffer called after Scan
// 11 <nil> 11 0
