package main

import (
	"fmt"

	"example.com/initorder/a"
	"example.com/initorder/b"
)

func init() { fmt.Println("init main") }

func main() {
	fmt.Println("main:", a.A, b.B)
}

// Output:
// computing b
// init b: b
// init a: b->a
// init main
// main: b->a b
