package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
)

func main() {
	pr, pw := io.Pipe()
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
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
	wg.Wait()
	_, err := pw.Write([]byte("x"))
	fmt.Println(err)
	var b bytes.Buffer
	n, err := b.ReadFrom(strings.NewReader("hello world"))
	fmt.Println(n, err, b.Len(), b.Cap() >= 11)
	p := make([]byte, 5)
	b.Read(p)
	fmt.Println(string(p), b.String())
	b.UnreadByte()
	fmt.Println(b.UnreadByte(), b.String())
	line, err := b.ReadBytes('x')
	fmt.Printf("%q %v\n", line, err)
	fmt.Println(b.UnreadRune())
	var sb strings.Builder
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		sb.Grow(-1)
	}()
	lr := io.LimitReader(strings.NewReader("abcdefgh"), 3)
	all, _ := io.ReadAll(lr)
	fmt.Println(string(all))
	sr := io.NewSectionReader(strings.NewReader("0123456789"), 2, 5)
	buf := make([]byte, 10)
	k, err := sr.ReadAt(buf, 3)
	fmt.Println(k, err, string(buf[:k]), sr.Size())
	tr := io.TeeReader(strings.NewReader("tee"), &sb)
	io.Copy(io.Discard, tr)
	fmt.Println(sb.String())
	mr := io.MultiReader(strings.NewReader("a"), strings.NewReader(""), strings.NewReader("b"))
	all, _ = io.ReadAll(mr)
	fmt.Println(string(all))
	var w1, w2 bytes.Buffer
	mw := io.MultiWriter(&w1, &w2)
	fmt.Fprint(mw, "both")
	fmt.Println(w1.String(), w2.String())
	_, err = io.ReadFull(strings.NewReader("ab"), make([]byte, 3))
	fmt.Println(err)
	_, err = io.ReadFull(strings.NewReader(""), make([]byte, 3))
	fmt.Println(err)
	_, err = io.ReadAtLeast(strings.NewReader("abc"), make([]byte, 2), 3)
	fmt.Println(err)
	sc := bufio.NewReaderSize(strings.NewReader(strings.Repeat("z", 40)+"\n"), 16)
	l, isPrefix, err := sc.ReadLine()
	fmt.Println(len(l), isPrefix, err)
	_, err = sc.Peek(100)
	fmt.Println(err)
	rs := strings.NewReader("héllo")
	ch, size, _ := rs.ReadRune()
	fmt.Println(string(ch), size, rs.Len())
	off, err := rs.Seek(-1, io.SeekStart)
	fmt.Println(off, err)
}

// Output:
// "line 0\n" <nil>
// "line 1\n" <nil>
// "line 2\n" <nil>
// "" producer done
// io: read/write on closed pipe
// 11 <nil> 11 true
// hello  world
// bytes.Buffer: UnreadByte: previous operation was not a successful read o world
// "o world" EOF
// bytes.Buffer: UnreadRune: previous operation was not a successful ReadRune
// recovered: strings.Builder.Grow: negative count
// abc
// 2 EOF 56 5
// tee
// ab
// both both
// unexpected EOF
// EOF
// short buffer
// 16 true <nil>
// bufio: buffer full
// h 1 5
// 0 strings.Reader.Seek: negative position
