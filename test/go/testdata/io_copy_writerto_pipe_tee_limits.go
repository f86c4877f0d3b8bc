package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

type upper struct{ w io.Writer }

func (u upper) Write(p []byte) (int, error) {
	return u.w.Write(bytes.ToUpper(p))
}

type failing struct{ n int }

func (f *failing) Write(p []byte) (int, error) {
	if f.n <= 0 {
		return 0, errors.New("disk full")
	}
	f.n--
	return len(p), nil
}

func main() {
	r := strings.NewReader("line one\nline two\nlast line without newline")
	br := bufio.NewReader(r)
	for {
		line, err := br.ReadString('\n')
		fmt.Printf("%q %v\n", line, err)
		if err != nil {
			break
		}
	}
	var buf bytes.Buffer
	tee := io.TeeReader(strings.NewReader("tee data"), &buf)
	all, _ := io.ReadAll(io.LimitReader(tee, 5))
	fmt.Printf("%s|%s\n", all, buf.String())
	mw := io.MultiWriter(os.Stdout, upper{os.Stdout})
	fmt.Fprintln(mw, "to both")
	n, err := io.Copy(&failing{1}, strings.NewReader(strings.Repeat("x", 100000)))
	fmt.Println(n, err)
	sr := io.NewSectionReader(strings.NewReader("0123456789"), 3, 4)
	b := make([]byte, 10)
	k, err := sr.Read(b)
	fmt.Println(k, err, string(b[:k]))
	k, err = io.ReadFull(strings.NewReader("ab"), b[:4])
	fmt.Println(k, err, errors.Is(err, io.ErrUnexpectedEOF))
	pr, pw := io.Pipe()
	go func() {
		fmt.Fprint(pw, "through the pipe")
		pw.CloseWithError(errors.New("writer done"))
	}()
	data, err := io.ReadAll(pr)
	fmt.Printf("%s %v\n", data, err)
	var sb strings.Builder
	fmt.Fprintf(&sb, "%d-%s", 7, "x")
	sb.WriteByte('!')
	sb.WriteRune('é')
	fmt.Println(sb.String(), sb.Len())
	bw := bufio.NewWriterSize(os.Stdout, 16)
	fmt.Fprint(bw, "buffered ")
	fmt.Println("unbuffered first")
	bw.Flush()
	fmt.Println()
	sc := bufio.NewScanner(strings.NewReader(strings.Repeat("y", 70000)))
	for sc.Scan() {
	}
	fmt.Println(sc.Err())
}

// Output:
// "line one\n" <nil>
// "line two\n" <nil>
// "last line without newline" EOF
// tee d|tee d
// to both
// TO BOTH
// 100000 <nil>
// 4 <nil> 3456
// 2 unexpected EOF true
// through the pipe writer done
// 7-x!é 6
// unbuffered first
// buffered 
// bufio.Scanner: token too long
