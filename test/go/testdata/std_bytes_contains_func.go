package main

import (
	"bytes"
	"fmt"
	"unicode"
)

func main() {
	for _, b := range [][]byte{[]byte("pod-7"), []byte("web"), nil, []byte("\xff9")} {
		fmt.Println(bytes.ContainsFunc(b, unicode.IsDigit), bytes.ContainsFunc(b, func(r rune) bool { return r == '\uFFFD' }))
	}
}

// Output:
// true false
// false false
// false false
// true true
