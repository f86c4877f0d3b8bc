package main

import (
	"fmt"
	"io"
	"strings"
)

type Reader interface{ Read([]byte) (int, error) }

type myReader struct{}

func (myReader) Read(p []byte) (int, error) { return 0, io.EOF }

type Closer interface{ Close() }

func main() {
	var r io.Reader = strings.NewReader("x")
	s := r.(string)
	n := r.(myReader)
	var mr myReader
	_ = mr.(io.Reader)
	var c Closer = r
	w := io.Writer(r)
	var i int = r
	b := []byte(r)
	v := r.(*strings.Builder)
	fmt.Println(s, n, c, w, i, b, v)
}

// Error:
// # command-line-arguments
// ./err_interface_assert_and_convert.go:19:7: impossible type assertion: r.(string)
// 	string does not implement io.Reader (missing method Read)
// ./err_interface_assert_and_convert.go:22:6: invalid operation: mr (variable of struct type myReader) is not an interface
// ./err_interface_assert_and_convert.go:23:17: cannot use r (variable of interface type io.Reader) as Closer value in variable declaration: io.Reader does not implement Closer (missing method Close)
// ./err_interface_assert_and_convert.go:24:17: cannot convert r (variable of interface type io.Reader) to type io.Writer: io.Reader does not implement io.Writer (missing method Write)
// ./err_interface_assert_and_convert.go:25:14: cannot use r (variable of interface type io.Reader) as int value in variable declaration
// ./err_interface_assert_and_convert.go:26:14: cannot convert r (variable of interface type io.Reader) to type []byte
// ./err_interface_assert_and_convert.go:27:7: impossible type assertion: r.(*strings.Builder)
// 	*strings.Builder does not implement io.Reader (missing method Read)
