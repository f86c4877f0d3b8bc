package main

import (
	"fmt"
	"io"
)

type Counter struct{ n int }

func (c *Counter) Write(p []byte) (int, error) {
	c.n += len(p)
	return len(p), nil
}

func (c Counter) String() string { return fmt.Sprint(c.n) }

func main() {
	var w io.Writer = Counter{}
	var s fmt.Stringer = &Counter{}
	fmt.Fprintf(w, "hello")
	fmt.Println(s)
	for i := 0; i < 3; i++ {
		x := i
	}
}

// Error:
// # command-line-arguments
// ./err_method_pointer_receiver_iface.go:18:20: cannot use Counter{} (value of struct type Counter) as io.Writer value in variable declaration: Counter does not implement io.Writer (method Write has pointer receiver)
// ./err_method_pointer_receiver_iface.go:23:3: declared and not used: x
