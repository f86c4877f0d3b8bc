package main

import (
	"fmt"
	"io"
	"os"
	"time"
)

// A pipe holds 64 KiB (Linux's default capacity): a larger write waits until the reader has
// taken some, so the reader starts before the write returns.
func main() {
	r, w, err := os.Pipe()
	if err != nil {
		panic(err)
	}
	done := make(chan int)
	go func() {
		time.Sleep(50 * time.Millisecond)
		fmt.Println("reader starts")
		b, err := io.ReadAll(r)
		fmt.Println("read", len(b), err)
		done <- len(b)
	}()
	n, err := w.Write(make([]byte, 65536))
	fmt.Println("first write returned", n, err)
	n, err = w.Write(make([]byte, 100000))
	fmt.Println("second write returned", n, err)
	w.Close()
	fmt.Println("total", <-done)
}

// Output:
// first write returned 65536 <nil>
// reader starts
// second write returned 100000 <nil>
// read 165536 <nil>
// total 165536
