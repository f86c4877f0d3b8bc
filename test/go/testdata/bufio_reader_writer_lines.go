package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	r := bufio.NewReader(strings.NewReader("first line\nsecond\r\nno newline at end"))
	for {
		line, err := r.ReadString('\n')
		fmt.Printf("%q err=%v\n", line, err)
		if errors.Is(err, io.EOF) {
			break
		}
	}
	r2 := bufio.NewReaderSize(strings.NewReader("key=value;x=1"), 16)
	k, _ := r2.ReadString('=')
	b, _ := r2.Peek(3)
	rest, _ := io.ReadAll(r2)
	fmt.Printf("%q %q %q\n", k, b, rest)

	sc := bufio.NewScanner(strings.NewReader("10 20\n30 x 40\n"))
	sum := 0
	for sc.Scan() {
		var a, b int
		n, err := fmt.Sscan(sc.Text(), &a, &b)
		fmt.Println(n, err, a, b)
		sum += a + b
	}
	fmt.Println("sum", sum)

	long := strings.Repeat("x", 70000)
	sc2 := bufio.NewScanner(strings.NewReader(long + "\nshort\n"))
	for sc2.Scan() {
		fmt.Println(len(sc2.Text()))
	}
	fmt.Println("scan error:", sc2.Err())

	sc3 := bufio.NewScanner(strings.NewReader("a,b,,c"))
	sc3.Split(func(data []byte, atEOF bool) (int, []byte, error) {
		if i := strings.IndexByte(string(data), ','); i >= 0 {
			return i + 1, data[:i], nil
		}
		if atEOF && len(data) > 0 {
			return len(data), data, nil
		}
		return 0, nil, nil
	})
	var fields []string
	for sc3.Scan() {
		fields = append(fields, sc3.Text())
	}
	fmt.Printf("%q\n", fields)

	w := bufio.NewWriter(os.Stdout)
	fmt.Fprintf(w, "buffered %d bytes? ", w.Buffered())
	fmt.Fprintf(w, "now %d\n", w.Buffered())
	fmt.Println("printed directly (before the buffer is flushed)")
	w.Flush()
	runes := bufio.NewReader(strings.NewReader("é!"))
	ch, size, _ := runes.ReadRune()
	runes.UnreadRune()
	ch2, _, _ := runes.ReadRune()
	fmt.Println(string(ch), size, ch == ch2)
	_, err := bufio.NewReader(strings.NewReader("")).ReadByte()
	fmt.Println(err)
}

// Output:
// "first line\n" err=<nil>
// "second\r\n" err=<nil>
// "no newline at end" err=EOF
// "key=" "val" "value;x=1"
// 2 <nil> 10 20
// 1 expected integer 30 0
// sum 60
// scan error: bufio.Scanner: token too long
// ["a" "b" "" "c"]
// printed directly (before the buffer is flushed)
// buffered 0 bytes? now 18
// é 2 true
// EOF
