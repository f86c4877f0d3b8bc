package main

import (
	"fmt"
	"io"
)

func main() {
	pr, pw := io.Pipe()
	go func() {
		buf := make([]byte, 4)
		n, err := pr.Read(buf)
		fmt.Printf("read %d %q %v\n", n, buf[:n], err)
		pr.Close()
	}()
	n, err := pw.Write([]byte("hello world"))
	fmt.Println("wrote", n, err)
	n, err = pw.Write([]byte("again"))
	fmt.Println("wrote", n, err)
	pr2, pw2 := io.Pipe()
	pw2.CloseWithError(fmt.Errorf("upstream failed"))
	_, err = io.ReadAll(pr2)
	fmt.Println("readall:", err)
	_, pw3 := io.Pipe()
	fmt.Println("writing with no reader")
	pw3.Write([]byte("blocked forever"))
}

// Output:
// read 4 "hell" <nil>
// wrote 4 io: read/write on closed pipe
// wrote 0 io: read/write on closed pipe
// readall: upstream failed
// writing with no reader
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [select]:
// Exit: 2
