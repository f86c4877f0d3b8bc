package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
)

type slowReader struct {
	data []byte
	n    int
}

func (s *slowReader) Read(p []byte) (int, error) {
	if len(s.data) == 0 {
		return 0, io.EOF
	}
	k := min(s.n, len(p), len(s.data))
	copy(p, s.data[:k])
	s.data = s.data[k:]
	return k, nil
}

type errWriter struct{ after int }

func (e *errWriter) Write(p []byte) (int, error) {
	if e.after <= 0 {
		return 0, errors.New("disk full")
	}
	n := min(len(p), e.after)
	e.after -= n
	if n < len(p) {
		return n, io.ErrShortWrite
	}
	return n, nil
}

func main() {
	mr := io.MultiReader(strings.NewReader("abc"), &slowReader{[]byte("defgh"), 2}, strings.NewReader(""))
	var buf bytes.Buffer
	tee := io.TeeReader(mr, &buf)
	lr := io.LimitReader(tee, 6)
	all, err := io.ReadAll(lr)
	fmt.Printf("%q %v %q\n", all, err, buf.String())
	sr := io.NewSectionReader(strings.NewReader("0123456789"), 2, 5)
	p := make([]byte, 3)
	n, err := sr.ReadAt(p, 3)
	fmt.Println(n, err, string(p[:n]), sr.Size())
	off, err := sr.Seek(-2, io.SeekEnd)
	fmt.Println(off, err)
	rest, _ := io.ReadAll(sr)
	fmt.Printf("%q\n", rest)
	_, err = sr.Seek(-10, io.SeekCurrent)
	fmt.Println(err)
	n2, err := io.ReadFull(strings.NewReader("ab"), make([]byte, 4))
	fmt.Println(n2, err, errors.Is(err, io.ErrUnexpectedEOF))
	n2, err = io.ReadFull(strings.NewReader(""), make([]byte, 4))
	fmt.Println(n2, err)
	n2, err = io.ReadAtLeast(strings.NewReader("abcdef"), make([]byte, 2), 3)
	fmt.Println(n2, err)
	c, err := io.Copy(&errWriter{5}, strings.NewReader("0123456789"))
	fmt.Println(c, err)
	c, err = io.CopyN(io.Discard, strings.NewReader("abc"), 5)
	fmt.Println(c, err)
	c, err = io.CopyBuffer(&buf, &slowReader{[]byte("xyz"), 1}, make([]byte, 1))
	fmt.Println(c, err, buf.String())
	pr, pw := io.Pipe()
	go func() {
		fmt.Fprint(pw, "line1\nline2\npartial")
		pw.CloseWithError(errors.New("producer failed"))
	}()
	br := bufio.NewReader(pr)
	for {
		line, err := br.ReadString('\n')
		fmt.Printf("%q %v\n", line, err)
		if err != nil {
			break
		}
	}
	r := bufio.NewReaderSize(strings.NewReader("héllo world"), 16)
	ch, size, _ := r.ReadRune()
	fmt.Println(string(ch), size, r.UnreadRune(), r.UnreadRune(), r.Buffered())
	peek, err := r.Peek(3)
	fmt.Printf("%q %v\n", peek, err)
	_, err = r.Peek(100)
	fmt.Println(err)
	d, _ := r.Discard(2)
	word, err := r.ReadSlice(' ')
	fmt.Printf("%d %q %v\n", d, word, err)
	fmt.Println(r.UnreadByte(), r.UnreadByte())
	var out bytes.Buffer
	bw := bufio.NewWriterSize(&out, 4)
	fmt.Fprint(bw, "ab")
	fmt.Println(bw.Buffered(), bw.Available(), out.Len())
	bw.WriteString("cdefg")
	fmt.Println(bw.Buffered(), out.String())
	bw.Flush()
	fmt.Println(out.String())
	ew := bufio.NewWriter(&errWriter{0})
	ew.WriteString("x")
	fmt.Println(ew.Flush(), ew.Flush())
	var b bytes.Buffer
	b.WriteString("hello")
	fmt.Println(b.UnreadByte(), b.Next(2), b.UnreadRune())
	rb, _ := b.ReadByte()
	fmt.Println(string(rb), b.UnreadByte(), b.String(), b.Cap() >= 5)
	b.Truncate(1)
	fmt.Printf("%q\n", b.String())
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		b.Truncate(10)
	}()
	nn, err := b.ReadFrom(&slowReader{[]byte("more data"), 3})
	fmt.Println(nn, err, b.String())
	line, err := b.ReadBytes('z')
	fmt.Printf("%q %v %d\n", line, err, b.Len())
}

// Output:
// "abcdef" <nil> "abcdef"
// 2 EOF 56 5
// 3 <nil>
// "56"
// Seek: invalid offset
// 2 unexpected EOF true
// 0 EOF
// 0 short buffer
// 5 short write
// 3 EOF
// 3 <nil> abcdefxyz
// "line1\n" <nil>
// "line2\n" <nil>
// "partial" producer failed
// h 1 <nil> bufio: invalid use of UnreadRune 12
// "hé" <nil>
// bufio: buffer full
// 2 "\xa9llo " <nil>
// <nil> bufio: invalid use of UnreadByte
// 2 2 0
// 3 abcd
// abcdefg
// disk full disk full
// bytes.Buffer: UnreadByte: previous operation was not a successful read [104 101] bytes.Buffer: UnreadRune: previous operation was not a successful ReadRune
// l <nil> llo true
// "l"
// recovered: bytes.Buffer: truncation out of range
// 9 <nil> lmore data
// "lmore data" EOF 0
