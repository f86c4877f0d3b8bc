package main

import (
	"fmt"
	"os"
)

// With the read end closed, an empty write still succeeds and any other fails with EPIPE.
func main() {
	r, w, err := os.Pipe()
	if err != nil {
		panic(err)
	}
	r.Close()
	n, err := w.Write(nil)
	fmt.Println(n, err)
	n, err = w.Write([]byte("x"))
	fmt.Println(n, err)
}

// Output:
// 0 <nil>
// 0 write |1: broken pipe
