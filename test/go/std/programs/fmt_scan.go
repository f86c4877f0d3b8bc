package main

import (
	"errors"
	"fmt"
	"io"
)

func main() {
	var a, b int
	var name string
	n, err := fmt.Sscanf("10 20 pods", "%d %d %s", &a, &b, &name)
	fmt.Println(n, err, a, b, name)
	var x float64
	var ok bool
	n, err = fmt.Sscan("3.25 true\nrest", &x, &ok, &name)
	fmt.Println(n, err, x, ok, name)
	n, err = fmt.Sscan("", &a)
	fmt.Println(n, err, errors.Is(err, io.EOF))
	n, err = fmt.Sscan("7", &a, &b)
	fmt.Println(n, err, err == io.ErrUnexpectedEOF, a)
	n, err = fmt.Sscan("abc", &a)
	fmt.Println(n, err)
	n, err = fmt.Sscanln("1 2\n3", &a, &b)
	fmt.Println(n, err, a, b)
	n, err = fmt.Sscanln("1\n2", &a, &b)
	fmt.Println(n, err)
	var r rune
	n, err = fmt.Sscanf("key=42;x", "key=%d;%c", &a, &r)
	fmt.Println(n, err, a, string(r))
	n, err = fmt.Sscanf("key:42", "key=%d", &a)
	fmt.Println(n, err)
	var u uint8
	n, err = fmt.Sscanf("ff 300", "%x %d", &u, &a)
	fmt.Println(n, err, u, a)
	var q string
	n, err = fmt.Sscanf(`"hi there" 5`, "%q %d", &q, &a)
	fmt.Println(n, err, q, a)
}
