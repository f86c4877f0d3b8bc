package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
)

type upper struct{ w io.Writer }

func (u upper) Write(p []byte) (int, error) {
	return u.w.Write(bytes.ToUpper(p))
}

type failAfter struct{ n int }

func (f *failAfter) Write(p []byte) (int, error) {
	if f.n <= 0 {
		return 0, errors.New("disk full")
	}
	if len(p) > f.n {
		n := f.n
		f.n = 0
		return n, io.ErrShortWrite
	}
	f.n -= len(p)
	return len(p), nil
}

func main() {
	pr, pw := io.Pipe()
	go func() {
		w := bufio.NewWriter(pw)
		for i := range 3 {
			fmt.Fprintf(w, "line %d\n", i)
		}
		w.Flush()
		pw.CloseWithError(errors.New("producer done"))
	}()
	r := bufio.NewReader(pr)
	for {
		s, err := r.ReadString('\n')
		fmt.Printf("%q %v\n", s, err)
		if err != nil {
			break
		}
	}
	var a, b bytes.Buffer
	mw := io.MultiWriter(&a, upper{&b})
	io.Copy(mw, io.TeeReader(io.LimitReader(strings.NewReader("hello world"), 8), upper{&a}))
	fmt.Printf("%q %q\n", a.String(), b.String())
	sr := io.NewSectionReader(strings.NewReader("0123456789"), 2, 5)
	buf := make([]byte, 3)
	n, err := sr.ReadAt(buf, 3)
	fmt.Println(n, err, string(buf[:n]), sr.Size())
	rd := strings.NewReader("abcdef")
	rd.Seek(-2, io.SeekEnd)
	rest, _ := io.ReadAll(rd)
	fmt.Println(string(rest), rd.Len())
	_, err = rd.Seek(-10, io.SeekCurrent)
	fmt.Println(err)
	n64, err := io.Copy(&failAfter{5}, strings.NewReader("0123456789"))
	fmt.Println(n64, err)
	nn, err := io.WriteString(&failAfter{0}, "x")
	fmt.Println(nn, err)
	full := make([]byte, 4)
	n, err = io.ReadFull(strings.NewReader("ab"), full)
	fmt.Println(n, err)
	n, err = io.ReadFull(strings.NewReader(""), full)
	fmt.Println(n, err)
	n, err = io.ReadAtLeast(strings.NewReader("abc"), full, 5)
	fmt.Println(n, err)
	sc := bufio.NewReader(strings.NewReader("x"))
	bt, _ := sc.ReadByte()
	fmt.Println(string(bt), sc.UnreadByte(), sc.UnreadByte())
	rr, size, err := bufio.NewReader(strings.NewReader("é")).ReadRune()
	fmt.Println(string(rr), size, err)
	line, prefix, err := bufio.NewReaderSize(strings.NewReader(strings.Repeat("z", 40)+"\n"), 16).ReadLine()
	fmt.Println(len(line), prefix, err)
	var sb strings.Builder
	sb.Grow(10)
	fmt.Fprintf(&sb, "%03d|%v", 7, []string{"a"})
	fmt.Println(sb.String(), sb.Len())
	data, err := io.ReadAll(io.MultiReader(strings.NewReader("a"), strings.NewReader(""), strings.NewReader("b")))
	fmt.Println(string(data), err, errors.Is(io.ErrUnexpectedEOF, io.EOF))
}

// Output:
// "line 0\n" <nil>
// "line 1\n" <nil>
// "line 2\n" <nil>
// "" producer done
// "HELLO WOhello wo" "HELLO WO"
// 2 EOF 56 5
// ef 0
// strings.Reader.Seek: negative position
// 5 short write
// 0 disk full
// 2 unexpected EOF
// 0 EOF
// 0 short buffer
// x <nil> bufio: invalid use of UnreadByte
// é 2 <nil>
// 16 true <nil>
// 007|[a] 7
// ab <nil> false
