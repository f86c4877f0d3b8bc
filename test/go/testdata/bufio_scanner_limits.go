package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"strings"
)

func main() {
	long := strings.Repeat("x", 70000)
	sc := bufio.NewScanner(strings.NewReader("short\n" + long + "\nafter\n"))
	for sc.Scan() {
		fmt.Println("line", len(sc.Text()))
	}
	fmt.Println("err:", sc.Err(), errors.Is(sc.Err(), bufio.ErrTooLong))

	sc = bufio.NewScanner(strings.NewReader("short\n" + long + "\nafter"))
	sc.Buffer(make([]byte, 0, 16), 100000)
	for sc.Scan() {
		fmt.Println("line", len(sc.Text()))
	}
	fmt.Println("err:", sc.Err())

	ws := bufio.NewScanner(strings.NewReader("  alpha beta\tgamma\n\ndelta  "))
	ws.Split(bufio.ScanWords)
	var words []string
	for ws.Scan() {
		words = append(words, ws.Text())
	}
	fmt.Printf("%q\n", words)
	rs := bufio.NewScanner(strings.NewReader("héy\xff"))
	rs.Split(bufio.ScanRunes)
	for rs.Scan() {
		fmt.Printf("%q ", rs.Text())
	}
	fmt.Println()
	ls := bufio.NewScanner(strings.NewReader("a\r\nb\n\nc"))
	for ls.Scan() {
		fmt.Printf("%q ", ls.Text())
	}
	fmt.Println()
	cs := bufio.NewScanner(strings.NewReader("k1=v1;k2=v2;;k3"))
	cs.Split(func(data []byte, atEOF bool) (int, []byte, error) {
		if i := bytes.IndexByte(data, ';'); i >= 0 {
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
	es := bufio.NewScanner(strings.NewReader("abc"))
	es.Split(func(data []byte, atEOF bool) (int, []byte, error) {
		return 0, nil, errors.New("custom split failure")
	})
	fmt.Println(es.Scan(), es.Err())
	br := bufio.NewReader(strings.NewReader("line one\nline two"))
	l1, err := br.ReadString('\n')
	fmt.Printf("%q %v\n", l1, err)
	l2, err := br.ReadString('\n')
	fmt.Printf("%q %v\n", l2, err)
	br2 := bufio.NewReaderSize(strings.NewReader(strings.Repeat("z", 40)), 16)
	line, isPrefix, err := br2.ReadLine()
	fmt.Println(len(line), isPrefix, err, br2.Size())
	p, err := br2.Peek(100)
	fmt.Println(len(p), err)
	var out bytes.Buffer
	bw := bufio.NewWriterSize(&out, 8)
	fmt.Fprintf(bw, "%s", "0123456789")
	fmt.Println(out.Len(), bw.Buffered(), bw.Available())
	bw.Flush()
	fmt.Println(out.String())
	defer func() { fmt.Println("recovered:", recover()) }()
	sc2 := bufio.NewScanner(strings.NewReader("a b"))
	sc2.Scan()
	sc2.Buffer(nil, 10)
}

// Output:
// line 5
// err: bufio.Scanner: token too long true
// line 5
// line 70000
// line 5
// err: <nil>
// ["alpha" "beta" "gamma" "delta"]
// "h" "é" "y" "�" 
// "a" "b" "" "c" 
// [k1=v1][k2=v2][][k3]<nil>
// false custom split failure
// "line one\n" <nil>
// "line two" EOF
// 16 true <nil> 16
// 16 bufio: buffer full
// 10 0 8
// 0123456789
// recovered: Buffer called after Scan
