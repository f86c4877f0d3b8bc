package main

import (
	"bytes"
	"fmt"
	"strings"
)

func main() {
	fmt.Printf("%q %q\n", bytes.Repeat([]byte("ab"), 3), bytes.Repeat(nil, 0))
	func() {
		defer func() { fmt.Println("strings:", recover()) }()
		strings.Repeat("x", -1)
	}()
	n := -2
	fmt.Println(bytes.Repeat([]byte("x"), n))
}

// Output:
// "ababab" ""
// strings: strings: negative Repeat count
// Stderr:
// panic: bytes: negative Repeat count
//
// goroutine 1 [running]:
// Exit: 2
