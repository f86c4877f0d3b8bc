package main

import (
	"fmt"
	"os"
)

type code int

func (c code) String() string { return fmt.Sprintf("code(%d)", int(c)) }

func main() {
	defer func() {
		r := recover()
		fmt.Println("got", r)
		panic(r)
	}()
	defer func() {
		fmt.Fprintln(os.Stderr, "stderr from defer")
	}()
	var m map[string]int
	m["x"] = 1
}

// Output:
// got assignment to entry in nil map
// Stderr:
// stderr from defer
// panic: assignment to entry in nil map [recovered]
// 	panic: assignment to entry in nil map
//
// goroutine 1 [running]:
// Exit: 2
