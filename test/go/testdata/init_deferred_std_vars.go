// The standard library's variables whose initialisers only build a value are initialised when a
// program first uses them (src/go/interp/compile/deferred-init.ts): replaced before any read, read
// through a pointer, set through it, incremented by package code, copied, compared by identity.
package main

import (
	"bufio"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

func main() {
	io.ErrShortBuffer = errors.New("replaced before read")
	fmt.Println(io.ErrShortBuffer)

	p := &io.ErrShortWrite
	fmt.Println(*p, *p == io.ErrShortWrite)
	*p = nil
	fmt.Println(io.ErrShortWrite == nil)

	_, err := strconv.ParseInt("99999999999999999999", 10, 64)
	fmt.Println(err, errors.Is(err, strconv.ErrRange))

	sc := bufio.NewScanner(strings.NewReader(strings.Repeat("x", 70000)))
	for sc.Scan() {
	}
	fmt.Println(sc.Err(), sc.Err() == bufio.ErrTooLong)

	n, _ := io.WriteString(io.Discard, "abc")
	fmt.Println(n, base64.StdEncoding.EncodeToString([]byte("hi")), base64.RawURLEncoding.EncodeToString([]byte{0xfb, 0xff}))

	// os's temporary names count up from its own variable.
	a, _ := os.CreateTemp("", "x")
	b, _ := os.CreateTemp("", "x")
	fmt.Println(a.Name() != b.Name())

	e1, e2 := io.EOF, io.EOF
	fmt.Println(e1 == e2, errors.Is(fmt.Errorf("wrapped: %w", io.ErrUnexpectedEOF), io.ErrUnexpectedEOF))
	fmt.Fprintln(os.Stdout, "stdout")
}

// Output:
// replaced before read
// short write true
// true
// strconv.ParseInt: parsing "99999999999999999999": value out of range true
// bufio.Scanner: token too long true
// 3 aGk= -_8
// true
// true true
// stdout
