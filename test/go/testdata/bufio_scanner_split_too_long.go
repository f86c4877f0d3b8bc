package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"strings"
)

func commaSplit(data []byte, atEOF bool) (int, []byte, error) {
	if i := bytes.IndexByte(data, ','); i >= 0 {
		return i + 1, bytes.TrimSpace(data[:i]), nil
	}
	if atEOF && len(data) > 0 {
		return len(data), bytes.TrimSpace(data), nil
	}
	return 0, nil, nil
}

var errStop = errors.New("stop here")

func main() {
	sc := bufio.NewScanner(strings.NewReader("a, b,,c , d"))
	sc.Split(commaSplit)
	for sc.Scan() {
		fmt.Printf("%q ", sc.Text())
	}
	fmt.Println(sc.Err())

	sc = bufio.NewScanner(strings.NewReader(strings.Repeat("x", 100) + "\nshort\n"))
	sc.Buffer(make([]byte, 10), 50)
	for sc.Scan() {
		fmt.Println("line", sc.Text())
	}
	fmt.Println("err:", sc.Err(), sc.Err() == bufio.ErrTooLong)

	sc = bufio.NewScanner(strings.NewReader("one two three"))
	sc.Split(func(data []byte, atEOF bool) (int, []byte, error) {
		adv, tok, err := bufio.ScanWords(data, atEOF)
		if string(tok) == "three" {
			return 0, nil, errStop
		}
		return adv, tok, err
	})
	for sc.Scan() {
		fmt.Println("word", sc.Text())
	}
	fmt.Println("err:", sc.Err())

	sc = bufio.NewScanner(strings.NewReader("a b"))
	sc.Split(func(data []byte, atEOF bool) (int, []byte, error) {
		if len(data) > 0 {
			return 1, data[:1], bufio.ErrFinalToken
		}
		return 0, nil, nil
	})
	for sc.Scan() {
		fmt.Printf("final %q\n", sc.Text())
	}
	fmt.Println("err:", sc.Err())

	sc = bufio.NewScanner(strings.NewReader("héllo\xffz"))
	sc.Split(bufio.ScanRunes)
	for sc.Scan() {
		fmt.Printf("%q ", sc.Text())
	}
	fmt.Println()

	sc = bufio.NewScanner(strings.NewReader("x\r\ny\n\nlast"))
	for sc.Scan() {
		fmt.Printf("%q ", sc.Text())
	}
	fmt.Println()

	sc = bufio.NewScanner(strings.NewReader("aaaa"))
	sc.Split(func(data []byte, atEOF bool) (int, []byte, error) { return 0, nil, nil })
	fmt.Println(sc.Scan(), sc.Err())

	sc = bufio.NewScanner(strings.NewReader("abc"))
	sc.Split(func(data []byte, atEOF bool) (int, []byte, error) { return 10, data, nil })
	fmt.Println(sc.Scan(), sc.Err())

	sc = bufio.NewScanner(strings.NewReader("abc"))
	sc.Scan()
	defer func() { fmt.Println("recovered:", recover()) }()
	sc.Buffer(nil, 10)
}

// Output:
// "a" "b" "c" "d" <nil>
// err: bufio.Scanner: token too long true
// word one
// word two
// err: stop here
// final "a"
// err: <nil>
// "h" "é" "l" "l" "o" "�" "z" 
// "x" "y" "" "last" 
// false <nil>
// false bufio.Scanner: SplitFunc returns advance count beyond input
// recovered: Buffer called after Scan
