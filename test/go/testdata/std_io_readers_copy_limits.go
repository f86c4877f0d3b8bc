package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

type slowReader struct {
	data []byte
	pos  int
}

func (r *slowReader) Read(p []byte) (int, error) {
	if r.pos >= len(r.data) {
		return 0, io.EOF
	}
	n := copy(p[:1], r.data[r.pos:])
	r.pos += n
	return n, nil
}

type failWriter struct{ after int }

func (w *failWriter) Write(p []byte) (int, error) {
	if len(p) > w.after {
		return w.after, errors.New("disk full")
	}
	w.after -= len(p)
	return len(p), nil
}

func main() {
	var buf bytes.Buffer
	n, err := io.Copy(&buf, &slowReader{data: []byte("hello world")})
	fmt.Println(n, err, buf.String())
	lr := io.LimitReader(strings.NewReader("abcdefgh"), 3)
	b, err := io.ReadAll(lr)
	fmt.Printf("%q %v\n", b, err)
	p := make([]byte, 5)
	k, err := io.ReadFull(strings.NewReader("abc"), p)
	fmt.Println(k, err, errors.Is(err, io.ErrUnexpectedEOF))
	k, err = io.ReadFull(strings.NewReader(""), p)
	fmt.Println(k, err)
	k, err = io.ReadAtLeast(strings.NewReader("abcdef"), p, 2)
	fmt.Println(k, err, string(p[:k]))
	_, err = io.ReadAtLeast(strings.NewReader("abc"), make([]byte, 1), 2)
	fmt.Println(err)
	n, err = io.CopyN(io.Discard, strings.NewReader("abc"), 5)
	fmt.Println(n, err)
	n, err = io.Copy(&failWriter{after: 4}, strings.NewReader("0123456789"))
	fmt.Println(n, err)
	mr := io.MultiReader(strings.NewReader("ab"), strings.NewReader(""), strings.NewReader("cd"))
	all, _ := io.ReadAll(mr)
	fmt.Println(string(all))
	var x, y bytes.Buffer
	mw := io.MultiWriter(&x, &y)
	fmt.Fprint(mw, "dup")
	fmt.Println(x.String(), y.String())
	tr := io.TeeReader(strings.NewReader("tee"), &x)
	io.ReadAll(tr)
	fmt.Println(x.String())
	sr := io.NewSectionReader(strings.NewReader("0123456789"), 2, 5)
	sec, _ := io.ReadAll(sr)
	fmt.Println(string(sec), sr.Size())
	rs := strings.NewReader("seekable")
	pos, err := rs.Seek(-3, io.SeekEnd)
	rest, _ := io.ReadAll(rs)
	fmt.Println(pos, err, string(rest))
	_, err = rs.Seek(-100, io.SeekStart)
	fmt.Println(err)
	pr, pw := io.Pipe()
	go func() {
		fmt.Fprint(pw, "through pipe")
		pw.CloseWithError(errors.New("producer done"))
	}()
	got, err := io.ReadAll(pr)
	fmt.Printf("%q %v\n", got, err)
	n2, err := io.WriteString(os.Stdout, "direct\n")
	fmt.Println(n2, err)
	fmt.Println(io.EOF, io.ErrClosedPipe, io.ErrShortWrite, io.ErrNoProgress, io.ErrShortBuffer)
	var sb strings.Builder
	w := io.Writer(&sb)
	if sw, ok := w.(io.StringWriter); ok {
		sw.WriteString("string writer")
	}
	fmt.Println(sb.String())
	r := strings.NewReader("xyz")
	c, _ := r.ReadByte()
	r.UnreadByte()
	fmt.Println(string(c), r.Len(), r.Size())
	fmt.Println(r.UnreadByte(), r.UnreadRune())
}

// Output:
// 11 <nil> hello world
// "abc" <nil>
// 3 unexpected EOF true
// 0 EOF
// 5 <nil> abcde
// short buffer
// 3 EOF
// 4 disk full
// abcd
// dup dup
// duptee
// 23456 5
// 5 <nil> ble
// strings.Reader.Seek: negative position
// "through pipe" producer done
// direct
// 7 <nil>
// EOF io: read/write on closed pipe short write multiple Read calls return no data or error short buffer
// string writer
// x 3 3
// strings.Reader.UnreadByte: at beginning of string strings.Reader.UnreadRune: at beginning of string
