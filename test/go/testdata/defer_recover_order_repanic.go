package main

import (
	"errors"
	"fmt"
	"os"
)

type resource struct{ name string }

func open(name string) *resource {
	fmt.Println("open", name)
	return &resource{name}
}

func (r *resource) Close() error {
	fmt.Println("close", r.name)
	if r.name == "b" {
		return errors.New("close b failed")
	}
	return nil
}

func work() (err error) {
	for _, n := range []string{"a", "b", "c"} {
		r := open(n)
		defer func() {
			if cerr := r.Close(); cerr != nil && err == nil {
				err = cerr
			}
		}()
	}
	defer fmt.Println("deferred print, i evaluated now:", len(os.Args) > 0)
	return nil
}

func nested() (n int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("outer recovered:", r)
			n = -1
		}
	}()
	defer func() {
		defer func() {
			fmt.Println("inner recover:", recover())
		}()
		panic("second")
	}()
	panic("first")
}

func loopDefer() {
	for i := 0; i < 3; i++ {
		defer fmt.Print(i, " ")
	}
	defer fmt.Println()
}

func repanic() {
	defer func() {
		r := recover()
		fmt.Println("got", r)
		panic(fmt.Sprint("re-", r))
	}()
	panic(errors.New("boom"))
}

func main() {
	fmt.Println("work:", work())
	fmt.Println("nested:", nested())
	loopDefer()
	fmt.Println()
	func() {
		defer func() { fmt.Println("main recovered:", recover()) }()
		repanic()
	}()
	var p *resource
	defer fmt.Println("last words")
	defer func() {
		r := recover()
		fmt.Printf("%T %v\n", r, r)
		var re interface{ RuntimeError() }
		_ = re
		panic(r)
	}()
	fmt.Println(p.name)
}

// Output:
// open a
// open b
// open c
// deferred print, i evaluated now: true
// close c
// close b
// close a
// work: close b failed
// inner recover: second
// outer recovered: first
// nested: -1
//
// 2 1 0 
// got boom
// main recovered: re-boom
// runtime.errorString runtime error: invalid memory address or nil pointer dereference
// last words
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference [recovered]
// 	panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
