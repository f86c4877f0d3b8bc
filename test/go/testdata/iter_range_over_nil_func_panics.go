package main

import (
	"fmt"
	"iter"
)

type Source struct {
	items iter.Seq[string]
}

func (s Source) Print() {
	for v := range s.items {
		fmt.Println(v)
	}
}

func safely(name string, f func()) {
	defer func() { fmt.Println(name, "recovered:", recover()) }()
	f()
}

func main() {
	ok := Source{items: func(yield func(string) bool) {
		_ = yield("a") && yield("b")
	}}
	ok.Print()
	safely("method", Source{}.Print)
	safely("pairs", func() {
		var pairs iter.Seq2[int, string]
		for k, v := range pairs {
			fmt.Println(k, v)
		}
	})
	var seq func(func() bool)
	for range seq {
		fmt.Println("never")
	}
}

// Output:
// a
// b
// method recovered: runtime error: invalid memory address or nil pointer dereference
// pairs recovered: runtime error: invalid memory address or nil pointer dereference
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
