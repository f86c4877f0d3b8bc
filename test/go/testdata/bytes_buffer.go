package main

import (
	"bytes"
	"fmt"
)

func main() {
	var buf bytes.Buffer
	buf.WriteString("hello ")
	buf.Write([]byte("world"))
	buf.WriteByte('!')
	fmt.Println(buf.String(), buf.Len())
	fmt.Fprintf(&buf, " %d", 42)
	fmt.Println(buf.String())
	fmt.Println(bytes.Equal([]byte("a"), []byte("a")), bytes.Contains([]byte("abc"), []byte("bc")))
	fmt.Println(string(bytes.ToUpper([]byte("up"))), bytes.HasPrefix([]byte("prefix"), []byte("pre")))
}

// Output:
// hello world! 12
// hello world! 42
// true true
// UP true
