package main

import "fmt"

type Reader interface{ Read() string }
type Writer interface{ Write(s string) }
type ReadWriter interface {
	Reader
	Writer
}

type Buffer struct{ data []string }

func (b *Buffer) Write(s string) { b.data = append(b.data, s) }
func (b *Buffer) Read() string {
	if len(b.data) == 0 {
		return ""
	}
	s := b.data[0]
	b.data = b.data[1:]
	return s
}

func pump(r Reader, w Writer, n int) {
	for i := 0; i < n; i++ {
		w.Write(r.Read() + "!")
	}
}

func main() {
	src := &Buffer{data: []string{"a", "b", "c"}}
	dst := &Buffer{}
	var rw ReadWriter = dst
	pump(src, rw, 2)
	fmt.Println(dst.data, src.data)
	var w Writer = rw
	w.Write("z")
	fmt.Println(rw.Read(), rw.Read(), rw.Read(), len(dst.data))
}

// Output:
// [a! b!] [c]
// a! b! z 0
