package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

type upperWriter struct{ w io.Writer }

func (u upperWriter) Write(p []byte) (int, error) {
	return u.w.Write(bytes.ToUpper(p))
}

type countingReader struct {
	r io.Reader
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}

func main() {
	var buf bytes.Buffer
	n, err := io.Copy(&buf, strings.NewReader("copy me"))
	fmt.Println(n, err, buf.String())
	mw := io.MultiWriter(os.Stdout, upperWriter{os.Stdout})
	fmt.Fprintln(mw, "twice")
	var log bytes.Buffer
	tr := io.TeeReader(strings.NewReader("tee data"), &log)
	all, _ := io.ReadAll(tr)
	fmt.Println(string(all), "|", log.String())
	lr := io.LimitReader(strings.NewReader("0123456789"), 4)
	b, _ := io.ReadAll(lr)
	fmt.Println(string(b))
	cr := &countingReader{r: strings.NewReader("abcdefgh")}
	p := make([]byte, 3)
	for {
		n, err := cr.Read(p)
		fmt.Printf("%d %q %v\n", n, p[:n], err)
		if err == io.EOF {
			break
		}
	}
	fmt.Println(cr.n)
	_, err = io.ReadFull(strings.NewReader("ab"), make([]byte, 4))
	fmt.Println(err, errors.Is(err, io.ErrUnexpectedEOF))
	_, err = io.ReadFull(strings.NewReader(""), make([]byte, 4))
	fmt.Println(err)
	mr := io.MultiReader(strings.NewReader("one "), strings.NewReader("two"))
	b, _ = io.ReadAll(mr)
	fmt.Println(string(b))
	sr := io.NewSectionReader(strings.NewReader("0123456789"), 2, 5)
	b, _ = io.ReadAll(sr)
	fmt.Println(string(b), sr.Size())
	pr, pw := io.Pipe()
	go func() {
		fmt.Fprint(pw, "through the pipe")
		pw.Close()
	}()
	b, _ = io.ReadAll(pr)
	fmt.Println(string(b))
	n2, _ := io.WriteString(io.Discard, "ignored")
	fmt.Println(n2)
	rdr := strings.NewReader("seekable")
	rdr.Seek(4, io.SeekStart)
	rest, _ := io.ReadAll(rdr)
	fmt.Println(string(rest))
	var sb strings.Builder
	io.CopyN(&sb, strings.NewReader("abcdef"), 3)
	fmt.Println(sb.String())
}

// Output:
// 7 <nil> copy me
// twice
// TWICE
// tee data | tee data
// 0123
// 3 "abc" <nil>
// 3 "def" <nil>
// 2 "gh" <nil>
// 0 "" EOF
// 8
// unexpected EOF true
// EOF
// one two
// 23456 5
// through the pipe
// 7
// able
// abc
