package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
)

type failAfter struct {
	n   int
	buf bytes.Buffer
}

func (f *failAfter) Write(p []byte) (int, error) {
	if f.buf.Len()+len(p) > f.n {
		k := f.n - f.buf.Len()
		f.buf.Write(p[:k])
		return k, errors.New("disk full")
	}
	return f.buf.Write(p)
}

func main() {
	fa := &failAfter{n: 10}
	w := bufio.NewWriterSize(fa, 4)
	for i, s := range []string{"ab", "cdef", "ghij", "klmnop", "q"} {
		n, err := w.WriteString(s)
		fmt.Println(i, n, err, w.Buffered(), w.Available())
	}
	fmt.Println("flush:", w.Flush(), fa.buf.String())
	fmt.Println(w.WriteByte('z'), w.WriteRune('é'))

	pr, pw := io.Pipe()
	go func() {
		bw := bufio.NewWriter(pw)
		for i := 0; i < 3; i++ {
			fmt.Fprintf(bw, "line %d\n", i)
		}
		bw.Flush()
		pw.CloseWithError(errors.New("producer stopped"))
	}()
	sc := bufio.NewScanner(pr)
	for sc.Scan() {
		fmt.Println("got", sc.Text())
	}
	fmt.Println("scan err:", sc.Err())
	_, err := pw.Write([]byte("x"))
	fmt.Println("write after close:", err)

	var sb strings.Builder
	tee := io.TeeReader(strings.NewReader("hello pipe"), &sb)
	lr := io.LimitReader(tee, 5)
	b, _ := io.ReadAll(lr)
	fmt.Printf("%q %q\n", b, sb.String())
	mr := io.MultiReader(strings.NewReader("ab"), strings.NewReader(""), strings.NewReader("cd"))
	buf := make([]byte, 3)
	for {
		n, err := mr.Read(buf)
		fmt.Printf("%d %q %v\n", n, buf[:n], err)
		if err != nil {
			break
		}
	}
	var b1, b2 bytes.Buffer
	mw := io.MultiWriter(&b1, &b2)
	n, err := io.Copy(mw, strings.NewReader("copy me"))
	fmt.Println(n, err, b1.String(), b2.String())
	n2, err := io.ReadFull(strings.NewReader("abc"), make([]byte, 5))
	fmt.Println(n2, err, err == io.ErrUnexpectedEOF)
	n2, err = io.ReadAtLeast(strings.NewReader("abc"), make([]byte, 2), 3)
	fmt.Println(n2, err)
	sr := io.NewSectionReader(strings.NewReader("0123456789"), 2, 5)
	rest, _ := io.ReadAll(sr)
	fmt.Println(string(rest), sr.Size())
}

// Error:
// # command-line-arguments
// ./bufio_writer_pipe_errors.go:34:32: multiple-value w.WriteRune('é') (value of type (size int, err error)) in single-value context
