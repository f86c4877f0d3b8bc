package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
)

func main() {
	input := "line one\nline two\r\n\nlast without newline"
	sc := bufio.NewScanner(strings.NewReader(input))
	n := 0
	for sc.Scan() {
		n++
		fmt.Printf("%d %q\n", n, sc.Text())
	}
	fmt.Println(sc.Err())
	ws := bufio.NewScanner(strings.NewReader("  alpha  beta\tgamma\n delta "))
	ws.Split(bufio.ScanWords)
	var words []string
	for ws.Scan() {
		words = append(words, ws.Text())
	}
	fmt.Println(words, len(words))
	rs := bufio.NewScanner(strings.NewReader("hé\xff!"))
	rs.Split(bufio.ScanRunes)
	for rs.Scan() {
		fmt.Printf("%q ", rs.Bytes())
	}
	fmt.Println()
	long := bufio.NewScanner(strings.NewReader(strings.Repeat("x", 100) + "\nshort\n"))
	long.Buffer(make([]byte, 10), 20)
	for long.Scan() {
		fmt.Println("got", long.Text())
	}
	fmt.Println(long.Err(), errors.Is(long.Err(), bufio.ErrTooLong))
	cs := bufio.NewScanner(strings.NewReader("a,b,,c"))
	cs.Split(func(data []byte, atEOF bool) (int, []byte, error) {
		if i := bytes.IndexByte(data, ','); i >= 0 {
			return i + 1, data[:i], nil
		}
		if atEOF && len(data) > 0 {
			return len(data), data, bufio.ErrFinalToken
		}
		return 0, nil, nil
	})
	for cs.Scan() {
		fmt.Printf("[%s]", cs.Text())
	}
	fmt.Println(cs.Err())
	es := bufio.NewScanner(strings.NewReader("1 2 x 4"))
	es.Split(func(data []byte, atEOF bool) (int, []byte, error) {
		adv, tok, err := bufio.ScanWords(data, atEOF)
		if err == nil && tok != nil && string(tok) == "x" {
			return 0, nil, errors.New("bad token x")
		}
		return adv, tok, err
	})
	for es.Scan() {
		fmt.Print(es.Text(), ";")
	}
	fmt.Println(es.Err())
	r := bufio.NewReader(strings.NewReader("first line\nsecond\nno-newline"))
	for {
		line, err := r.ReadString('\n')
		fmt.Printf("%q %v\n", line, err)
		if err == io.EOF {
			break
		}
	}
	br := bufio.NewReaderSize(strings.NewReader("peekaboo"), 16)
	p, err := br.Peek(4)
	fmt.Println(string(p), err, br.Buffered())
	_, err = br.Peek(100)
	fmt.Println(err)
	var buf bytes.Buffer
	w := bufio.NewWriterSize(&buf, 8)
	fmt.Fprintf(w, "hello %s", "world")
	fmt.Println(buf.Len(), w.Buffered(), w.Available())
	w.Flush()
	fmt.Println(buf.String(), buf.Len())
	var bb bytes.Buffer
	bb.WriteString("abc\ndef")
	l, err := bb.ReadString('\n')
	fmt.Printf("%q %v %q\n", l, err, bb.String())
	l2, err := bb.ReadBytes('x')
	fmt.Printf("%q %v %d\n", l2, err, bb.Len())
	bb.Reset()
	bb.Write([]byte{1, 2, 3})
	c, _ := bb.ReadByte()
	bb.UnreadByte()
	fmt.Println(c, bb.Bytes(), bb.Next(2), bb.Bytes())
	fmt.Println(bb.UnreadByte(), bb.UnreadRune())
}

// Output:
// 1 "line one"
// 2 "line two"
// 3 ""
// 4 "last without newline"
// <nil>
// [alpha beta gamma delta] 4
// "h" "é" "�" "!" 
// bufio.Scanner: token too long true
// [a][b][][c]<nil>
// 1;2;bad token x
// "first line\n" <nil>
// "second\n" <nil>
// "no-newline" EOF
// peek <nil> 8
// bufio: buffer full
// 11 0 8
// hello world 11
// "abc\n" <nil> "def"
// "def" EOF 0
// 1 [1 2 3] [1 2] [3]
// <nil> bytes.Buffer: UnreadRune: previous operation was not a successful ReadRune
