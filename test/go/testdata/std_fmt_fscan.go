package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// onlyReader hides strings.Reader's UnreadByte/UnreadRune: fmt then reads a byte at a time and
// drops the byte that ended each word.
type onlyReader struct{ r io.Reader }

func (o onlyReader) Read(p []byte) (int, error) { return o.r.Read(p) }

func main() {
	var a, b int
	var s string
	n, err := fmt.Fscan(strings.NewReader("10 20\nthird"), &a, &b, &s)
	fmt.Println(n, err, a, b, s)

	n, err = fmt.Fscan(strings.NewReader("  7 "), &a, &b)
	fmt.Println(n, err, a)

	n, err = fmt.Fscan(strings.NewReader(""), &a)
	fmt.Println(n, err)

	n, err = fmt.Fscan(strings.NewReader("x"), &a)
	fmt.Println(n, err)

	r := bufio.NewReader(strings.NewReader("1 2\n3 4\nfive six\n"))
	for {
		var x, y int
		n, err := fmt.Fscanln(r, &x, &y)
		fmt.Println(n, err, x, y)
		if err != nil {
			break
		}
	}

	n, err = fmt.Fscanln(strings.NewReader("1\n2"), &a, &b)
	fmt.Println(n, err, a)

	n, err = fmt.Fscanln(strings.NewReader("1 2 3\n"), &a, &b)
	fmt.Println(n, err, a, b)

	var name string
	var age int
	n, err = fmt.Fscanf(strings.NewReader("alice is 30 years\n"), "%s is %d years\n", &name, &age)
	fmt.Println(n, err, name, age)

	// a reader without UnreadByte loses the byte after each word; a bufio.Reader keeps it
	plain := onlyReader{strings.NewReader("ab cd ef")}
	var w1, w2 string
	fmt.Fscan(plain, &w1)
	rest, _ := io.ReadAll(plain)
	fmt.Printf("%q %q\n", w1, rest)
	buffered := bufio.NewReader(strings.NewReader("ab cd ef"))
	fmt.Fscan(buffered, &w2)
	rest, _ = io.ReadAll(buffered)
	fmt.Printf("%q %q\n", w2, rest)

	// no stdin: EOF
	n, err = fmt.Scan(&a)
	fmt.Println(n, err)
	n, err = fmt.Scanln(&a)
	fmt.Println(n, err)
}

// Output:
// 3 <nil> 10 20 third
// 1 EOF 7
// 0 EOF
// 0 expected integer
// 2 <nil> 1 2
// 2 <nil> 3 4
// 0 expected integer 0 0
// 1 unexpected newline 1
// 2 expected newline 1 2
// 2 <nil> alice 30
// "ab" "cd ef"
// "ab" " cd ef"
// 0 EOF
// 0 EOF
