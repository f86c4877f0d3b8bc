package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"strings"
)

// commaSplit stops at the token "STOP" with ErrFinalToken.
func commaSplit(data []byte, atEOF bool) (int, []byte, error) {
	if i := bytes.IndexByte(data, ','); i >= 0 {
		tok := data[:i]
		if string(tok) == "STOP" {
			return i + 1, tok, bufio.ErrFinalToken
		}
		return i + 1, tok, nil
	}
	if atEOF && len(data) > 0 {
		return len(data), data, nil
	}
	return 0, nil, nil
}

func main() {
	sc := bufio.NewScanner(strings.NewReader("a,b,STOP,c,d"))
	sc.Split(commaSplit)
	for sc.Scan() {
		fmt.Printf("%q ", sc.Text())
	}
	fmt.Println(sc.Err())
	bad := bufio.NewScanner(strings.NewReader("xyz"))
	bad.Split(func(data []byte, atEOF bool) (int, []byte, error) { return len(data) + 1, data, nil })
	fmt.Println(bad.Scan(), bad.Err(), errors.Is(bad.Err(), bufio.ErrAdvanceTooFar))
	neg := bufio.NewScanner(strings.NewReader("xyz"))
	neg.Split(func(data []byte, atEOF bool) (int, []byte, error) { return -1, nil, nil })
	fmt.Println(neg.Scan(), neg.Err())
	fmt.Println(bufio.MaxScanTokenSize, bufio.ErrTooLong, bufio.ErrBadReadCount)
	r := bufio.NewReader(strings.NewReader("k1=v1;k2=v2;tail"))
	for {
		line, err := r.ReadSlice(';')
		fmt.Printf("%q %v\n", line, err)
		if err != nil {
			break
		}
	}
	r.Reset(strings.NewReader("again"))
	s, err := r.ReadString('\n')
	fmt.Printf("%q %v %d\n", s, err, r.Size())
	w := bufio.NewWriter(os.Stdout)
	n, err := w.ReadFrom(strings.NewReader("read from\n"))
	fmt.Println(n, err, w.Buffered())
	w.Flush()
	b := w.AvailableBuffer()
	b = append(b, "appended\n"...)
	w.Write(b)
	w.Flush()
	var buf bytes.Buffer
	w.Reset(&buf)
	w.WriteString("into buffer")
	w.Flush()
	fmt.Println(buf.String())
	rw := bufio.NewReadWriter(bufio.NewReader(strings.NewReader("rw line\n")), bufio.NewWriter(os.Stdout))
	l, _ := rw.ReadString('\n')
	rw.WriteString("echo: " + l)
	rw.Flush()
}

// Output:
// "a" "b" "STOP" <nil>
// false bufio.Scanner: SplitFunc returns advance count beyond input true
// false bufio.Scanner: SplitFunc returns negative advance count
// 65536 bufio.Scanner: token too long bufio.Scanner: Read returned impossible count
// "k1=v1;" <nil>
// "k2=v2;" <nil>
// "tail" EOF
// "again" EOF 4096
// read from
// 10 <nil> 0
// appended
// into buffer
// echo: rw line
