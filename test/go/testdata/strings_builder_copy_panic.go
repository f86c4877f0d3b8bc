package main

import (
	"fmt"
	"strings"
)

type report struct {
	b strings.Builder
}

func (r report) add(s string) { r.b.WriteString(s) }

func main() {
	var r report
	r.b.WriteString("header;")
	fmt.Println(r.b.String())
	r.add("row")
}

// Output:
// header;
// Stderr:
// panic: strings: illegal use of non-zero Builder copied by value
//
// goroutine 1 [running]:
// Exit: 2
