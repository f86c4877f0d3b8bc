package main

import "fmt"

// try reports the panic a make of a channel gives, as a test helper would.
func try(label string, f func()) {
	defer func() {
		r := recover()
		if err, ok := r.(error); ok {
			fmt.Printf("%s: %T %v\n", label, err, err)
			return
		}
		fmt.Printf("%s: %v\n", label, r)
	}()
	f()
}

func main() {
	n := -1
	try("negative", func() { _ = make(chan int, n) })
	var big int64 = 1 << 59
	try("buffer past maxAlloc", func() { _ = make(chan int, int(big)) })
	big = 1<<63 - 1
	try("size overflow", func() { _ = make(chan string, int(big)) })
	try("empty elements", func() { c := make(chan struct{}, 1<<40); fmt.Println(cap(c), len(c)) })
}

// Output:
// negative: runtime.plainError makechan: size out of range
// buffer past maxAlloc: runtime.plainError makechan: size out of range
// size overflow: runtime.plainError makechan: size out of range
// 1099511627776 0
// empty elements: <nil>
