package main

import (
	"bufio"
	"bytes"
	"fmt"
	"strings"
)

func commaSplit(data []byte, atEOF bool) (advance int, token []byte, err error) {
	if atEOF && len(data) == 0 {
		return 0, nil, nil
	}
	if i := bytes.IndexByte(data, ','); i >= 0 {
		return i + 1, bytes.TrimSpace(data[:i]), nil
	}
	if atEOF {
		return len(data), bytes.TrimSpace(data), nil
	}
	return 0, nil, nil
}

func main() {
	sc := bufio.NewScanner(strings.NewReader("alpha, beta,gamma ,, delta"))
	sc.Split(commaSplit)
	for sc.Scan() {
		fmt.Printf("%q\n", sc.Text())
	}
	fmt.Println("err:", sc.Err())

	words := bufio.NewScanner(strings.NewReader("  the quick\tbrown\n\nfox  "))
	words.Split(bufio.ScanWords)
	n := 0
	for words.Scan() {
		n++
		fmt.Print(words.Text(), ";")
	}
	fmt.Println(n)

	runes := bufio.NewScanner(strings.NewReader("héllo\xff!"))
	runes.Split(bufio.ScanRunes)
	for runes.Scan() {
		fmt.Printf("%q ", runes.Bytes())
	}
	fmt.Println()

	lines := bufio.NewScanner(strings.NewReader("line one\r\nline two\nlast"))
	for lines.Scan() {
		fmt.Printf("[%s] ", lines.Text())
	}
	fmt.Println()

	long := bufio.NewScanner(strings.NewReader(strings.Repeat("x", 100) + "\nshort\n"))
	long.Buffer(make([]byte, 10), 20)
	for long.Scan() {
		fmt.Println("got", long.Text())
	}
	fmt.Println("err:", long.Err())

	stopper := bufio.NewScanner(strings.NewReader("1 2 3 STOP 4 5"))
	stopper.Split(func(data []byte, atEOF bool) (int, []byte, error) {
		adv, tok, err := bufio.ScanWords(data, atEOF)
		if err == nil && tok != nil && string(tok) == "STOP" {
			return 0, nil, bufio.ErrFinalToken
		}
		return adv, tok, err
	})
	for stopper.Scan() {
		fmt.Printf("tok=%q ", stopper.Text())
	}
	fmt.Println("err:", stopper.Err())

	bad := bufio.NewScanner(strings.NewReader("a b c"))
	bad.Split(func(data []byte, atEOF bool) (int, []byte, error) {
		if len(data) > 0 && data[0] == 'b' {
			return 0, nil, fmt.Errorf("unexpected %q", data[0])
		}
		return bufio.ScanWords(data, atEOF)
	})
	for bad.Scan() {
		fmt.Println("tok", bad.Text())
	}
	fmt.Println("err:", bad.Err())
}

// Output:
// "alpha"
// "beta"
// "gamma"
// "delta"
// err: <nil>
// the;quick;brown;fox;4
// "h" "é" "l" "l" "o" "�" "!" 
// [line one] [line two] [last] 
// err: bufio.Scanner: token too long
// tok="1" tok="2" tok="3" err: <nil>
// tok a
// err: unexpected 'b'
