package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	var buf bytes.Buffer
	buf.WriteString("hello ")
	buf.Write([]byte("world"))
	buf.WriteByte('!')
	buf.WriteRune('✓')
	fmt.Println(buf.String(), buf.Len())
	fmt.Fprintf(&buf, " %d", 42)
	p := make([]byte, 5)
	n, _ := buf.Read(p)
	fmt.Println(n, string(p), buf.String())
	line, err := buf.ReadString(' ')
	fmt.Printf("%q %v\n", line, err)
	buf.Reset()
	fmt.Println(buf.Len(), buf.String() == "")
	b := []byte("a,b,c")
	fmt.Println(bytes.Contains(b, []byte("b,")), bytes.Index(b, []byte("c")), bytes.Count(b, []byte(",")))
	parts := bytes.Split(b, []byte(","))
	fmt.Println(len(parts), string(parts[2]))
	fmt.Println(string(bytes.ToUpper(b)), string(bytes.TrimSpace([]byte("  x  "))), bytes.Equal([]byte("a"), []byte("a")))
	fmt.Println(string(bytes.Join(parts, []byte("-"))), bytes.HasPrefix(b, []byte("a,")))
	nb := bytes.NewBufferString("data")
	io.Copy(os.Stdout, nb)
	fmt.Println()
	r := strings.NewReader("reader text")
	data, _ := io.ReadAll(r)
	fmt.Println(string(data), len(data))
	var w strings.Builder
	io.WriteString(&w, "ws")
	fmt.Println(w.String())
	fmt.Println(bytes.Compare([]byte("a"), []byte("b")), string(bytes.Repeat([]byte("z"), 3)))
	fmt.Println(string(bytes.ReplaceAll([]byte("aaa"), []byte("a"), []byte("bb"))))
	lr := io.LimitReader(strings.NewReader("abcdef"), 3)
	lim, _ := io.ReadAll(lr)
	fmt.Println(string(lim))
	mr := io.MultiReader(strings.NewReader("ab"), strings.NewReader("cd"))
	all, _ := io.ReadAll(mr)
	fmt.Println(string(all))
}

// Output:
// hello world!✓ 15
// 5 hello  world!✓ 42
// " " <nil>
// 0 true
// true 4 2
// 3 c
// A,B,C x true
// a-b-c true
// data
// reader text 11
// ws
// -1 zzz
// bbbbbb
// abc
// abcd
