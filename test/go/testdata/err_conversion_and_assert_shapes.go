package main

import (
	"fmt"
	"io"
	"os"
	"time"
)

type Spec struct{ Replicas int32 }

type Phase string

func main() {
	d := time.Duration(1, 2)
	e := time.Duration()
	p := (*Spec){Replicas: 1}
	var r io.Reader = os.Stdin
	w := r.(*os.File)
	s := r.(Spec)
	ph := Phase(3.5)
	b := []byte(Phase("x"))
	var i any = 1
	n := i.(int) + i.(string)
	c := r.(io.WriteCloser).Write
	x := r.(fmt.Stringer).String
	fmt.Println(d, e, p, w, s, ph, b, n, c, x)
}

// Error:
// # command-line-arguments
// ./err_conversion_and_assert_shapes.go:17:14: syntax error: unexpected { at end of statement
// ./err_conversion_and_assert_shapes.go:19:2: syntax error: non-declaration statement outside function body
// ./err_conversion_and_assert_shapes.go:24:2: syntax error: non-declaration statement outside function body
