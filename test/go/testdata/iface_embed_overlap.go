package main

import (
	"fmt"
	"io"
	"strings"
)

type Reader interface{ Read() string }
type Closer interface{ Close() error }
type ReadCloser interface {
	Reader
	Closer
	Reader2
}
type Reader2 interface {
	Read() string
	Name() string
}

type file struct {
	name string
	data []string
	pos  int
}

func (f *file) Read() string {
	if f.pos >= len(f.data) {
		return ""
	}
	f.pos++
	return f.data[f.pos-1]
}
func (f *file) Close() error { fmt.Println("close", f.name); return nil }
func (f *file) Name() string { return f.name }

type logged struct {
	ReadCloser
	reads int
}

func (l *logged) Read() string {
	l.reads++
	s := l.ReadCloser.Read()
	fmt.Printf("read #%d from %s: %q\n", l.reads, l.Name(), s)
	return s
}

type upper struct{ io.Reader }

func (u upper) Read(p []byte) (int, error) {
	n, err := u.Reader.Read(p)
	copy(p, strings.ToUpper(string(p[:n])))
	return n, err
}

func main() {
	var rc ReadCloser = &file{name: "f1", data: []string{"x", "y"}}
	l := &logged{ReadCloser: rc}
	var r Reader = l
	for r.Read() != "" {
	}
	if c, ok := r.(Closer); ok {
		c.Close()
	}
	_, isFile := r.(*file)
	fmt.Println("is *file:", isFile, l.reads)
	var n2 Reader2 = l
	fmt.Println(n2.Name())
	b, err := io.ReadAll(upper{strings.NewReader("hello, embedded reader")})
	fmt.Println(string(b), err)
	var empty logged
	defer func() { fmt.Println("recovered:", recover()) }()
	empty.Close()
}

// Output:
// read #1 from f1: "x"
// read #2 from f1: "y"
// read #3 from f1: ""
// close f1
// is *file: false 3
// f1
// HELLO, EMBEDDED READER <nil>
// recovered: runtime error: invalid memory address or nil pointer dereference
