package main

import (
	"errors"
	"fmt"
)

type Resource struct{ name string }

func (r *Resource) Close() error {
	fmt.Println("close", r.name)
	if r.name == "b" {
		return errors.New("close b failed")
	}
	return nil
}

func open(name string) (*Resource, error) {
	if name == "bad" {
		return nil, fmt.Errorf("open %s: permission denied", name)
	}
	fmt.Println("open", name)
	return &Resource{name}, nil
}

func process(names ...string) (err error) {
	for _, n := range names {
		r, oerr := open(n)
		if oerr != nil {
			return oerr
		}
		defer func() {
			if cerr := r.Close(); cerr != nil && err == nil {
				err = cerr
			}
		}()
	}
	return nil
}

func counter() (n int) {
	defer func() { n *= 2 }()
	defer func(v int) { n += v }(n + 10)
	n = 1
	return n + 1
}

func trace(msg string) func() {
	fmt.Println("enter", msg)
	return func() { fmt.Println("exit", msg) }
}

func nested() {
	defer trace("nested")()
	for i := 0; i < 3; i++ {
		defer fmt.Print(i, " ")
	}
	x := 1
	defer fmt.Println("x at defer:", x)
	x = 2
	defer func() { fmt.Println("x in closure:", x) }()
	x = 3
}

func main() {
	fmt.Println("err:", process("a", "b", "c"))
	fmt.Println("err:", process("a", "bad"))
	fmt.Println(counter())
	nested()
	fmt.Println()
	var fns []func()
	for _, s := range []string{"p", "q"} {
		defer func() { fmt.Println("loop var", s) }()
		fns = append(fns, func() { fmt.Print(s) })
	}
	for _, f := range fns {
		f()
	}
	fmt.Println()
}

// Output:
// open a
// open b
// open c
// close c
// close b
// close a
// err: close b failed
// open a
// close a
// err: open bad: permission denied
// 24
// enter nested
// x in closure: 3
// x at defer: 1
// 2 1 0 exit nested
//
// pq
// loop var q
// loop var p
