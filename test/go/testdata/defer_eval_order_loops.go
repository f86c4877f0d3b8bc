package main

import (
	"errors"
	"fmt"
)

type resource struct{ name string }

func (r *resource) Close() error {
	fmt.Println("closing", r.name)
	if r.name == "b" {
		return errors.New("close b failed")
	}
	return nil
}

func trace(msg string) func() {
	fmt.Println("enter", msg)
	return func() { fmt.Println("exit", msg) }
}

func work() (err error) {
	defer trace("work")()
	for _, n := range []string{"a", "b", "c"} {
		r := &resource{n}
		defer func() {
			if cerr := r.Close(); cerr != nil && err == nil {
				err = cerr
			}
		}()
	}
	x := 1
	defer fmt.Println("deferred x =", x)
	x = 2
	defer func() { fmt.Println("closure x =", x) }()
	x = 3
	return nil
}

func counter() (n int) {
	defer func() { n *= 2 }()
	defer func() { n += 3 }()
	return 1
}

func main() {
	fmt.Println("err:", work())
	fmt.Println("counter:", counter())
	for i := 0; i < 3; i++ {
		defer fmt.Print(i, " ")
	}
	defer fmt.Println()
	var f func()
	defer func() {
		fmt.Println("recovered:", recover())
	}()
	defer f()
	fmt.Println("end of main")
}

// Output:
// enter work
// closure x = 3
// deferred x = 1
// closing c
// closing b
// closing a
// exit work
// err: close b failed
// counter: 8
// end of main
// recovered: runtime error: invalid memory address or nil pointer dereference
//
// 2 1 0 
// \ No newline at end of output
