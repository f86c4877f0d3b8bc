package main

import (
	"fmt"
	"strings"
)

// Bytes is what a helper taking both strings and byte slices is usually constrained by.
type Bytes interface {
	~string | ~[]byte
}

type Path string

func TrimSlash[S Bytes](s S) S {
	for len(s) > 0 && s[len(s)-1] == '/' {
		s = s[:len(s)-1]
	}
	if len(s) > 1 && s[0] == '/' {
		return s[1:]
	}
	return s
}

func AppendAll[S Bytes](buf []byte, parts ...S) []byte {
	for i, p := range parts {
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = append(buf, p...)
	}
	return buf
}

func CopyInto[S Bytes](dst []byte, s S) int {
	return copy(dst, s)
}

type Buffer interface {
	[]int | [4]int
}

func Bump[B Buffer](b *B, i int) {
	p := &(*b)[i]
	*p += 10
}

func Room[B Buffer](b B) (int, int) {
	return len(b), cap(b)
}

func First[B Buffer](b B) *int {
	return &b[0]
}

func main() {
	fmt.Println(TrimSlash("/api/v1/"), TrimSlash(Path("/tmp//")))
	fmt.Printf("%q\n", TrimSlash([]byte("//x//")))
	fmt.Println(string(AppendAll(nil, "a", "bc")), string(AppendAll([]byte("k="), []byte("v1"), []byte("v2"))))
	dst := make([]byte, 3)
	n := CopyInto(dst, "hello")
	fmt.Println(n, string(dst), CopyInto(dst, []byte("Z")), string(dst))

	s := make([]int, 2, 8)
	a := [4]int{1, 2, 3, 4}
	Bump(&s, 1)
	Bump(&a, 3)
	fmt.Println(s, a)
	fmt.Println(Room(s))
	fmt.Println(Room(a))
	*First(s) = 7
	*First(a) = 7 // a copy: the caller's array is untouched
	fmt.Println(s, a, strings.Repeat("-", 3))
}

// Output:
// api/v1 tmp
// "/x"
// a,bc k=v1,v2
// 3 Zel 1 Zel
// [0 10] [1 2 3 14]
// 2 8
// 4 4
// [7 10] [1 2 3 14] ---
