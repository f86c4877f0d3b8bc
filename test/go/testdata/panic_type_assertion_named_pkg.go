package main

import (
	"fmt"
	"strings"
)

type Handler interface{ Handle() }

type T struct{}

func main() {
	var b any = &strings.Builder{}
	_, ok := b.(fmt.Stringer)
	fmt.Println(ok)
	var h any = T{}
	_ = h.(Handler)
}

// Output:
// true
// Stderr:
// panic: interface conversion: main.T is not main.Handler: missing method Handle
//
// goroutine 1 [running]:
// Exit: 2
