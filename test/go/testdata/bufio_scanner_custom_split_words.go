package main

import (
	"bufio"
	"bytes"
	"fmt"
	"strings"
	"unicode"
)

func commaSplit(data []byte, atEOF bool) (advance int, token []byte, err error) {
	if i := bytes.IndexByte(data, ','); i >= 0 {
		return i + 1, bytes.TrimSpace(data[:i]), nil
	}
	if atEOF && len(data) > 0 {
		return len(data), bytes.TrimSpace(data), nil
	}
	return 0, nil, nil
}

func main() {
	sc := bufio.NewScanner(strings.NewReader("a, b ,c,,d "))
	sc.Split(commaSplit)
	var toks []string
	for sc.Scan() {
		toks = append(toks, fmt.Sprintf("%q", sc.Text()))
	}
	fmt.Println(toks, sc.Err())
	ws := bufio.NewScanner(strings.NewReader("The  quick\tbrown\n fox"))
	ws.Split(bufio.ScanWords)
	count := 0
	for ws.Scan() {
		count++
	}
	fmt.Println("words", count)
	rs := bufio.NewScanner(strings.NewReader("héy"))
	rs.Split(bufio.ScanRunes)
	for rs.Scan() {
		fmt.Print(rs.Text(), "|")
	}
	fmt.Println()
	long := strings.Repeat("x", 100) + "\nshort\n"
	ls := bufio.NewScanner(strings.NewReader(long))
	ls.Buffer(make([]byte, 10), 50)
	for ls.Scan() {
		fmt.Println("line", ls.Text())
	}
	fmt.Println("err:", ls.Err())
	lines := bufio.NewScanner(strings.NewReader("a\r\nb\n\nc"))
	for lines.Scan() {
		fmt.Printf("%q ", lines.Text())
	}
	fmt.Println()
	r := bufio.NewReader(strings.NewReader("key = value\n# comment\nname=  Go  \n"))
	for {
		line, err := r.ReadString('\n')
		line = strings.TrimRightFunc(line, unicode.IsSpace)
		if k, v, ok := strings.Cut(line, "="); ok {
			fmt.Printf("[%s]=[%s]\n", strings.TrimSpace(k), strings.TrimSpace(v))
		}
		if err != nil {
			fmt.Println("end:", err)
			break
		}
	}
	errSplit := func(data []byte, atEOF bool) (int, []byte, error) {
		return 0, nil, fmt.Errorf("bad input %q", data)
	}
	es := bufio.NewScanner(strings.NewReader("zz"))
	es.Split(errSplit)
	fmt.Println(es.Scan(), es.Err())
}

// Output:
// ["a" "b" "c" "d"] <nil>
// words 4
// h|é|y|
// err: bufio.Scanner: token too long
// "a" "b" "" "c" 
// [key]=[value]
// [name]=[Go]
// end: EOF
// false bad input "zz"
